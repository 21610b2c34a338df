// Photos: the signed, token-free download an <img> uses, and attaching photos to an access key.
import { AddPhotosRequest, AddPhotosResponse, IdParams, PhotoUrlQuery } from '@garita/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPhotosService } from '../../services/photos.service.ts';

export const photosRoutes: FastifyPluginAsyncZod = async (app) => {
  const photos = createPhotosService(app.ctx);
  const tags = ['photos'];

  app.get(
    '/photos/:id',
    {
      config: { public: true },
      schema: {
        tags,
        security: [],
        description: 'A photo as JPEG, through the signed URL found in transactions and keys.',
        params: IdParams,
        querystring: PhotoUrlQuery,
      },
    },
    async (request, reply) => {
      const { bytes, maxAgeSeconds } = await photos.download(request.params.id, request.query);
      return reply
        .type('image/jpeg')
        .header('cache-control', `private, max-age=${maxAgeSeconds}, immutable`)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(bytes);
    },
  );

  app.post(
    '/access_keys/add_photos',
    {
      config: { permission: 'access_keys.add_photos' },
      schema: { tags, body: AddPhotosRequest, response: { 201: AddPhotosResponse } },
    },
    async (request, reply) => reply.status(201).send(await photos.addToAccessKey(request.auth, request.body)),
  );
};
