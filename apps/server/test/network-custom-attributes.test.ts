// The admin's custom attributes (/network/custom_attributes): the fields guards are asked at registers and hosts on
// invitations. Each network sees and changes only its own; names are unique per kind whatever their case; a list
// needs its options; the forms' catalogues (GET /transactions/custom_attributes) follow at once; and only admins
// may touch them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type DemoServer, NO_LOGIN_LIMITS, startDemoServer } from './harness.ts';

let { server, admin, guard, host, otherAdmin } = {} as DemoServer; // set in beforeAll

beforeAll(async () => {
  ({ server, admin, guard, host, otherAdmin } = await startDemoServer(NO_LOGIN_LIMITS));
});
afterAll(() => server.close());

const names = async (client: Client, route: string) =>
  ((await client.get(route)).body.custom_attributes as { attribute_name: string }[]).map((a) => a.attribute_name);

describe('/network/custom_attributes', () => {
  it("lists the network's own attributes and adds one the guard's register form then asks for", async () => {
    const listed = await admin.get('/network/custom_attributes');
    expect(listed.status).toBe(200);
    expect(listed.body.custom_attributes).toEqual([
      expect.objectContaining({ scope: 'transaction', attribute_name: 'Empresa', attribute_type: 'string' }),
    ]);
    expect((await otherAdmin.get('/network/custom_attributes')).body.custom_attributes).toEqual([]);

    const created = await admin.post('/network/custom_attributes', {
      scope: 'transaction',
      attribute_name: ' Tipo de vehículo ',
      attribute_type: 'list',
      required: true,
      options: ['Auto', 'Moto', 'Camión'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      scope: 'transaction',
      attribute_name: 'Tipo de vehículo',
      attribute_type: 'list',
      required: true,
      options: ['Auto', 'Moto', 'Camión'],
    });
    expect(await names(guard, '/transactions/custom_attributes')).toEqual(['Empresa', 'Tipo de vehículo']);
    expect(await names(host, '/access_keys/custom_attributes')).toEqual([]);

    const renamed = await admin.patch(`/network/custom_attributes/${created.body.id}`, {
      attribute_name: 'Vehículo',
      options: ['Auto', 'Moto'],
      required: false,
    });
    expect(renamed.body).toMatchObject({ attribute_name: 'Vehículo', options: ['Auto', 'Moto'], required: false });
    expect((await admin.delete(`/network/custom_attributes/${created.body.id}`)).status).toBe(204);
    expect(await names(guard, '/transactions/custom_attributes')).toEqual(['Empresa']);
  });

  it('refuses a taken name (any case, same kind), a list without options and options on a text', async () => {
    const taken = await admin.post('/network/custom_attributes', {
      scope: 'transaction',
      attribute_name: 'EMPRESA',
      attribute_type: 'string',
    });
    expect(taken.status).toBe(422);
    expect(taken.body.fields).toEqual([expect.objectContaining({ path: 'body.attribute_name' })]);
    // The same name on invitations is another attribute.
    const onKeys = await admin.post('/network/custom_attributes', {
      scope: 'access_key',
      attribute_name: 'Empresa',
      attribute_type: 'boolean',
    });
    expect(onKeys.status).toBe(201);
    expect(await names(host, '/access_keys/custom_attributes')).toEqual(['Empresa']);
    await admin.delete(`/network/custom_attributes/${onKeys.body.id}`);

    const noOptions = await admin.post('/network/custom_attributes', {
      scope: 'transaction',
      attribute_name: 'Color',
      attribute_type: 'list',
    });
    expect(noOptions.status).toBe(422);
    expect(noOptions.body.fields.map((f: { path: string }) => f.path)).toEqual(['body.options']);
    const textOptions = await admin.post('/network/custom_attributes', {
      scope: 'transaction',
      attribute_name: 'Color',
      attribute_type: 'string',
      options: ['Rojo'],
    });
    expect(textOptions.status).toBe(422);
    const empresa = (await admin.get('/network/custom_attributes')).body.custom_attributes[0];
    const optionsOnText = await admin.patch(`/network/custom_attributes/${empresa.id}`, { options: ['A'] });
    expect(optionsOnText.status).toBe(422);
    expect(optionsOnText.body.fields).toEqual([expect.objectContaining({ path: 'body.options' })]);
    const badType = await admin.post('/network/custom_attributes', {
      scope: 'transaction',
      attribute_name: 'Foto',
      attribute_type: 'photo',
    });
    expect(badType.status).toBe(422);
  });

  it("is for network admins only, and another network's attribute is not found", async () => {
    for (const client of [guard, host]) {
      expect((await client.get('/network/custom_attributes')).body.code).toBe('user_no_access');
      const post = await client.post('/network/custom_attributes', {
        scope: 'transaction',
        attribute_name: 'X',
        attribute_type: 'string',
      });
      expect(post.body.code).toBe('user_no_access');
    }
    const empresa = (await admin.get('/network/custom_attributes')).body.custom_attributes[0];
    expect((await otherAdmin.patch(`/network/custom_attributes/${empresa.id}`, { required: true })).status).toBe(404);
    expect((await otherAdmin.delete(`/network/custom_attributes/${empresa.id}`)).status).toBe(404);
    expect((await admin.get('/network/custom_attributes')).body.custom_attributes[0].required).toBe(false);
  });
});
