// The admin's gates of an access point: create, edit (controller included), remove, and the test button.
// A controller's secret or password is write-only: an edit that omits it keeps the stored one, and no answer
// carries it. A gate that logbook rows or opening attempts point at is deactivated, not deleted.
import {
  type CreateGate,
  type DeleteGateResult,
  type Gate,
  type GateControllerInput,
  type GateTestResult,
  SHELLY_PULSE_SECONDS,
  type UpdateGate,
} from '@garita/contract';
import type { AppContext, Auth } from '../context.ts';
import type { GateRow, GateUpdate } from '../db/schema.ts';
import { invalid, notFound } from '../lib/errors.ts';
import { presentGate } from '../presenters/access-server.presenter.ts';
import {
  deleteGate,
  findGate,
  gateHasHistory,
  insertGate,
  updateGate,
} from '../repositories/access-servers.repository.ts';
import { createAccessServersService } from './access-servers.service.ts';
import { createGateOpeningsService } from './gate-openings.service.ts';

type ControllerColumns = Pick<
  GateUpdate,
  | 'controller_kind'
  | 'controller_url'
  | 'controller_secret'
  | 'controller_username'
  | 'controller_password'
  | 'controller_pulse_seconds'
>;

const NO_CONTROLLER: ControllerColumns = {
  controller_kind: null,
  controller_url: null,
  controller_secret: null,
  controller_username: null,
  controller_password: null,
  controller_pulse_seconds: null,
};

/** The columns of a controller as written, keeping the stored secret or password when the edit omits it. */
export function controllerColumns(input: GateControllerInput | null, stored?: GateRow): ControllerColumns {
  if (input === null) return NO_CONTROLLER;
  if (input.kind === 'http') {
    const secret = input.secret ?? (stored?.controller_kind === 'http' ? stored.controller_secret : null);
    // Only a controller migrated from driver_url may be unsigned; anything written here signs its commands.
    if (!secret) throw invalid('body.gate.controller.secret', 'required');
    return { ...NO_CONTROLLER, controller_kind: 'http', controller_url: input.url, controller_secret: secret };
  }
  const wasShelly = stored?.controller_kind === 'shelly';
  return {
    ...NO_CONTROLLER,
    controller_kind: 'shelly',
    controller_url: input.url,
    controller_username:
      input.username === undefined ? (wasShelly ? stored.controller_username : null) : input.username || null,
    controller_password:
      input.password === undefined ? (wasShelly ? stored.controller_password : null) : input.password,
    controller_pulse_seconds:
      input.pulse_seconds ?? (wasShelly ? stored.controller_pulse_seconds : null) ?? SHELLY_PULSE_SECONDS.default,
  };
}

export function createGatesService(ctx: AppContext) {
  const { db } = ctx;
  const servers = createAccessServersService(ctx);
  const openings = createGateOpeningsService(ctx);
  const present = (gate: GateRow) => presentGate(gate, { withController: true });

  /** A gate of that access point, both of the caller's network; else 404. */
  async function load(auth: Auth, accessServerId: number, gateId: number): Promise<GateRow> {
    await servers.load(auth, accessServerId);
    const gate = await findGate(db, auth.network.id, gateId);
    if (!gate || gate.access_server_id !== accessServerId) throw notFound();
    return gate;
  }

  async function reload(auth: Auth, gateId: number): Promise<GateRow> {
    const gate = await findGate(db, auth.network.id, gateId);
    if (!gate) throw notFound();
    return gate;
  }

  return {
    async create(auth: Auth, accessServerId: number, input: CreateGate): Promise<Gate> {
      await servers.load(auth, accessServerId);
      const { controller, ...fields } = input.gate;
      const gate = await insertGate(db, {
        network_id: auth.network.id,
        access_server_id: accessServerId,
        ...fields,
        ...controllerColumns(controller ?? null),
      });
      return present(gate);
    },

    async update(auth: Auth, accessServerId: number, gateId: number, input: UpdateGate): Promise<Gate> {
      const stored = await load(auth, accessServerId, gateId);
      const { controller, active, ...fields } = input.gate;
      await updateGate(db, auth.network.id, gateId, {
        ...fields,
        ...(controller === undefined ? {} : controllerColumns(controller, stored)),
        ...(active ? { deactivated_at: null } : {}),
      });
      return present(await reload(auth, gateId));
    },

    async remove(auth: Auth, accessServerId: number, gateId: number): Promise<DeleteGateResult> {
      const gate = await load(auth, accessServerId, gateId);
      if (!(await gateHasHistory(db, auth.network.id, gateId))) {
        try {
          await deleteGate(db, auth.network.id, gateId);
          return { deleted: true, gate: { ...present(gate), active: false } };
        } catch (error) {
          // A register written at this gate since the check: its row keeps the gate, so deactivate instead.
          if (!isForeignKeyViolation(error)) throw error;
        }
      }
      if (gate.deactivated_at === null) await updateGate(db, auth.network.id, gateId, { deactivated_at: ctx.now() });
      return { deleted: false, gate: present(await reload(auth, gateId)) };
    },

    async test(auth: Auth, accessServerId: number, gateId: number): Promise<GateTestResult> {
      return openings.testPulse(auth, await load(auth, accessServerId, gateId));
    },
  };
}

function isForeignKeyViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23503';
}
