// Network-defined extra fields asked on registers (transactions) and invitations (access keys).
import { z } from 'zod';
import { oneLine, requiredText } from './common.ts';
import { AttributeType } from './enums.ts';

export const CustomAttribute = z.object({
  id: z.number(),
  attribute_name: z.string(),
  attribute_type: AttributeType,
  required: z.boolean(),
  options: z.array(z.string()),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
});
export type CustomAttribute = z.infer<typeof CustomAttribute>;
export const CustomAttributeList = z.object({ custom_attributes: z.array(CustomAttribute) });

/** Values sent with a register or key: attribute name to value. Dates as DD-MM-YYYY. */
export type CustomAttributeList = z.infer<typeof CustomAttributeList>;
export const CustomAttrValues = z.record(
  z.string().max(120).superRefine(oneLine),
  z.union([z.string().max(2000).superRefine(oneLine), z.number(), z.boolean(), z.null()]),
);
export type CustomAttrValues = z.infer<typeof CustomAttrValues>;

// The network admin's catalogue of them (GET/POST /network/custom_attributes, PATCH/DELETE …/{id}): the fields
// guards are asked at registers (scope `transaction`) and hosts on invitations (`access_key`).
export const CUSTOM_ATTRIBUTE_SCOPES = ['transaction', 'access_key'] as const;
export const CustomAttributeScope = z.enum(CUSTOM_ATTRIBUTE_SCOPES);
export type CustomAttributeScope = z.infer<typeof CustomAttributeScope>;
export const MAX_ATTRIBUTE_OPTIONS = 50;

export const NetworkCustomAttribute = z.object({
  id: z.number(),
  scope: CustomAttributeScope,
  attribute_name: z.string(),
  attribute_type: AttributeType,
  required: z.boolean(),
  options: z.array(z.string()),
});
export type NetworkCustomAttribute = z.infer<typeof NetworkCustomAttribute>;
export const NetworkCustomAttributeList = z.object({ custom_attributes: z.array(NetworkCustomAttribute) });
export type NetworkCustomAttributeList = z.infer<typeof NetworkCustomAttributeList>;

const attributeName = requiredText(120);
const optionList = z.array(requiredText(120)).max(MAX_ATTRIBUTE_OPTIONS);

/** What is wrong with the options of an attribute of this type: a list needs them (each once), others none. */
export function customAttributeOptionsProblem(type: AttributeType, options: readonly string[]): string | null {
  if (type !== 'list') return options.length > 0 ? 'only a list has options' : null;
  if (options.length === 0) return 'a list needs at least one option';
  if (new Set(options.map((o) => o.toLowerCase())).size !== options.length) return 'each option once';
  return null;
}

export const NewCustomAttribute = z
  .object({
    scope: CustomAttributeScope,
    attribute_name: attributeName,
    attribute_type: AttributeType,
    required: z.boolean().default(false),
    options: optionList.default([]),
  })
  .superRefine((input, ctx) => {
    const problem = customAttributeOptionsProblem(input.attribute_type, input.options);
    if (problem) ctx.addIssue({ code: 'custom', path: ['options'], message: problem });
  });
export type NewCustomAttribute = z.infer<typeof NewCustomAttribute>;

/** Its scope and type stay: values already stored were given under them. */
export const UpdateCustomAttribute = z.object({
  attribute_name: attributeName.optional(),
  required: z.boolean().optional(),
  options: optionList.optional(),
});
export type UpdateCustomAttribute = z.infer<typeof UpdateCustomAttribute>;
