// A gate's form (issue 12): name, entry or exit, remote opening, printed pass, and what opens it — nothing, a
// signed HTTP controller or a Shelly relay (docs/gate-controllers.md). Secrets are write-only: the API says only
// whether one is set, so an empty secret on an edit keeps the stored one.
import {
  type CreateGate,
  GATE_SECRET_MIN,
  type Gate,
  type GateControllerInput,
  GateType,
  MAX_NAME,
  SHELLY_PULSE_SECONDS,
  type UpdateGate,
} from '@garita/contract';
import { z } from 'zod';

export const CONTROLLER_CHOICES = ['none', 'http', 'shelly'] as const;
export type ControllerChoice = (typeof CONTROLLER_CHOICES)[number];

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

export const GateFormSchema = z
  .object({
    name: z.string().trim().min(1).max(MAX_NAME),
    type: GateType,
    remote_pulse: z.boolean(),
    data_print_response: z.boolean(),
    controller: z.enum(CONTROLLER_CHOICES),
    url: z.string().trim(),
    /** http: the HMAC key; empty keeps the stored one. */
    secret: z.string(),
    /** Whether the gate already has a secret (http) or password (shelly) of the chosen kind stored. */
    secret_set: z.boolean(),
    username: z.string().trim().max(64),
    password: z.string().max(256),
    /** shelly: forget the stored password (the relay has none). */
    clear_password: z.boolean(),
    pulse_seconds: z.string().trim(),
  })
  .superRefine((values, ctx) => {
    if (values.controller === 'none') return;
    if (!isHttpUrl(values.url)) ctx.addIssue({ code: 'custom', path: ['url'], message: 'an http(s) address' });
    if (values.controller === 'http') {
      const needed = !values.secret_set || values.secret !== '';
      if (needed && (values.secret.length < GATE_SECRET_MIN || values.secret.length > 256))
        ctx.addIssue({ code: 'custom', path: ['secret'], message: `at least ${GATE_SECRET_MIN} characters` });
    } else {
      const seconds = Number(values.pulse_seconds);
      if (
        !/^\d+(\.\d+)?$/.test(values.pulse_seconds) ||
        seconds < SHELLY_PULSE_SECONDS.min ||
        seconds > SHELLY_PULSE_SECONDS.max
      )
        ctx.addIssue({ code: 'custom', path: ['pulse_seconds'], message: 'out of range' });
    }
  });
export type GateFormInput = z.input<typeof GateFormSchema>;
export type GateFormValues = z.output<typeof GateFormSchema>;
export type GateField = keyof GateFormInput;

export function gateFormFrom(gate: Gate | null): GateFormInput {
  const controller = gate?.controller ?? null;
  return {
    name: gate?.name ?? '',
    type: gate?.type ?? 'access',
    remote_pulse: gate?.remote_pulse ?? false,
    data_print_response: gate?.data_print_response ?? false,
    controller: controller?.kind ?? 'none',
    url: controller?.url ?? '',
    secret: '',
    secret_set:
      controller?.kind === 'http' ? controller.secret_set : controller?.kind === 'shelly' && controller.password_set,
    username: controller?.kind === 'shelly' ? (controller.username ?? '') : '',
    password: '',
    clear_password: false,
    pulse_seconds: String(controller?.kind === 'shelly' ? controller.pulse_seconds : SHELLY_PULSE_SECONDS.default),
  };
}

/** Whether the stored secret of `gate` belongs to the controller kind now chosen (a new kind starts without). */
export function storedSecretOf(gate: Gate | null, kind: ControllerChoice): boolean {
  const controller = gate?.controller;
  if (!controller || controller.kind !== kind) return false;
  return controller.kind === 'http' ? controller.secret_set : controller.password_set;
}

function controllerBody(values: GateFormValues): GateControllerInput | null {
  if (values.controller === 'none') return null;
  if (values.controller === 'http')
    return { kind: 'http', url: values.url, ...(values.secret ? { secret: values.secret } : {}) };
  return {
    kind: 'shelly',
    url: values.url,
    username: values.username || null,
    // Empty keeps the stored password; "no password" forgets it.
    ...(values.password ? { password: values.password } : values.clear_password ? { password: null } : {}),
    pulse_seconds: Number(values.pulse_seconds),
  };
}

export function gateBody(values: GateFormValues): CreateGate & UpdateGate {
  return {
    gate: {
      name: values.name,
      type: values.type,
      remote_pulse: values.remote_pulse,
      data_print_response: values.data_print_response,
      controller: controllerBody(values),
    },
  };
}

/** The form field of a server complaint (`gate.controller.secret` → secret). */
export function gateFieldOf(path: string): GateField | undefined {
  const last = path.split('.').pop() ?? '';
  if (last === 'kind') return 'controller';
  const fields: readonly string[] = Object.keys(gateFormFrom(null));
  return fields.includes(last) ? (last as GateField) : undefined;
}
