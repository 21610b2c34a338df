// The web's zod-free route table (endpoint-routes.ts) against the full endpoint definitions: a new endpoint, a
// changed method or path, or a flag (`public`, `idempotent`) set on one side only fails here, not in a browser.
import { describe, expect, it } from 'vitest';
import { endpointRoutes } from './endpoint-routes.ts';
import { endpoints } from './endpoints.ts';

const routeOf = (definition: { method: string; path: string; public?: true; idempotent?: true }) => ({
  method: definition.method,
  path: definition.path,
  public: definition.public ?? false,
  idempotent: definition.idempotent ?? false,
});

describe('the route table the web reads', () => {
  it('has every endpoint of the contract, and no other', () => {
    expect(Object.keys(endpointRoutes).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('gives each endpoint the method, path, public and idempotent flags of its definition', () => {
    const table = Object.fromEntries(Object.entries(endpointRoutes).map(([name, route]) => [name, routeOf(route)]));
    const definitions = Object.fromEntries(
      Object.entries(endpoints).map(([name, definition]) => [name, routeOf(definition)]),
    );
    expect(table).toEqual(definitions);
  });
});
