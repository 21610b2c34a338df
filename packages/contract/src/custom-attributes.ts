// Network-defined extra fields asked on registers (transactions) and invitations (access keys).
import { z } from 'zod';
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
export const CustomAttrValues = z.record(
  z.string().max(120),
  z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]),
);
export type CustomAttrValues = z.infer<typeof CustomAttrValues>;
