// Photos: the signed, token-free download an <img> uses, and attaching photos to an access key.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPhotosService } from '../../services/photos.service.ts';
import { route } from '../endpoint.ts';

export const photosRoutes: FastifyPluginAsyncZod = async (app) => {
  const photos = createPhotosService(app.ctx);

  // A JPEG, not JSON: the reply is written by hand.
  route(app, 'photos.show', async (request, reply) => {
    const { bytes, maxAgeSeconds } = await photos.download(request.params.id, request.query);
    return reply
      .type('image/jpeg')
      .header('cache-control', `private, max-age=${maxAgeSeconds}, immutable`)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(bytes);
  });

  route(app, 'access_keys.add_photos', async (request, reply) =>
    reply.status(201).send(await photos.addToAccessKey(request.auth, request.body)),
  );
};
