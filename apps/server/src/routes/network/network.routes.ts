// The network admin's own network: its settings and its provider catalogue.
import {
  IdParams,
  NetworkCustomAttribute,
  NetworkCustomAttributeList,
  NetworkProvider,
  NetworkProviderList,
  NetworkSettings,
  NewCustomAttribute,
  NewProvider,
  UpdateCustomAttribute,
  UpdateNetworkSettings,
  UpdateProvider,
} from '@garita/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCustomAttributesService } from '../../services/custom-attributes.service.ts';
import { createNetworkService } from '../../services/network.service.ts';
import { createProvidersService } from '../../services/providers.service.ts';

export const networkRoutes: FastifyPluginAsyncZod = async (app) => {
  const network = createNetworkService(app.ctx);
  const providers = createProvidersService(app.ctx);
  const attributes = createCustomAttributesService(app.ctx);
  const tags = ['network'];

  app.get(
    '/network',
    { config: { permission: 'network.show' }, schema: { tags, response: { 200: NetworkSettings } } },
    async (request) => network.show(request.auth),
  );

  app.patch(
    '/network',
    {
      config: { permission: 'network.update' },
      schema: { tags, body: UpdateNetworkSettings, response: { 200: NetworkSettings } },
    },
    async (request) => network.update(request.auth, request.body),
  );

  app.get(
    '/network/providers',
    { config: { permission: 'providers.manage' }, schema: { tags, response: { 200: NetworkProviderList } } },
    async (request) => providers.list(request.auth),
  );

  app.post(
    '/network/providers',
    {
      config: { permission: 'providers.manage' },
      schema: { tags, body: NewProvider, response: { 201: NetworkProvider } },
    },
    async (request, reply) => reply.status(201).send(await providers.create(request.auth, request.body)),
  );

  app.patch(
    '/network/providers/:id',
    {
      config: { permission: 'providers.manage' },
      schema: { tags, params: IdParams, body: UpdateProvider, response: { 200: NetworkProvider } },
    },
    async (request) => providers.update(request.auth, request.params.id, request.body),
  );

  app.delete(
    '/network/providers/:id',
    { config: { permission: 'providers.manage' }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await providers.remove(request.auth, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/network/custom_attributes',
    {
      config: { permission: 'custom_attributes.manage' },
      schema: { tags, response: { 200: NetworkCustomAttributeList } },
    },
    async (request) => attributes.list(request.auth),
  );

  app.post(
    '/network/custom_attributes',
    {
      config: { permission: 'custom_attributes.manage' },
      schema: { tags, body: NewCustomAttribute, response: { 201: NetworkCustomAttribute } },
    },
    async (request, reply) => reply.status(201).send(await attributes.create(request.auth, request.body)),
  );

  app.patch(
    '/network/custom_attributes/:id',
    {
      config: { permission: 'custom_attributes.manage' },
      schema: { tags, params: IdParams, body: UpdateCustomAttribute, response: { 200: NetworkCustomAttribute } },
    },
    async (request) => attributes.update(request.auth, request.params.id, request.body),
  );

  app.delete(
    '/network/custom_attributes/:id',
    { config: { permission: 'custom_attributes.manage' }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await attributes.remove(request.auth, request.params.id);
      return reply.status(204).send();
    },
  );
};
