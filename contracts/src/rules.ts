import './zod-config';
import { z } from 'zod';
import { MAX_RULE_DESCRIPTION, MAX_RULE_TITLE, MAX_RULES_PER_REQUEST, RULE_CATEGORIES } from './constants';
import { ZRuleCategory } from './enums';

function fieldText(label: string, max: number) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be text.`,
    })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`);
}

const ZCategoryInput = z.enum(RULE_CATEGORIES, {
  error: `Category must be one of: ${RULE_CATEGORIES.join(', ')}.`,
});

export const ZRule = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  category: ZRuleCategory,
  createdAt: z.string(),
});
export type Rule = z.infer<typeof ZRule>;

/** docs/product.md §5: title and description required; category defaults to general. */
export const ZRuleInput = z.object({
  title: fieldText('Title', MAX_RULE_TITLE),
  description: fieldText('Description', MAX_RULE_DESCRIPTION),
  category: ZCategoryInput.default('general'),
});
export type RuleInput = z.input<typeof ZRuleInput>;

export const ZCreateRulesRequest = z.object({
  rules: z
    .array(ZRuleInput, { error: 'rules must be a list of rules.' })
    .min(1, 'Add at least one rule.')
    .max(MAX_RULES_PER_REQUEST, `At most ${MAX_RULES_PER_REQUEST} rules at once.`),
});
export type CreateRulesRequest = z.input<typeof ZCreateRulesRequest>;

/** A missing category keeps the rule's current one. */
export const ZUpdateRuleRequest = z.object({
  title: fieldText('Title', MAX_RULE_TITLE),
  description: fieldText('Description', MAX_RULE_DESCRIPTION),
  category: ZCategoryInput.optional(),
});
export type UpdateRuleRequest = z.input<typeof ZUpdateRuleRequest>;

export const ZRulesResponse = z.object({ rules: z.array(ZRule) });
export type RulesResponse = z.infer<typeof ZRulesResponse>;
export const ZRulesCreatedResponse = z.object({ message: z.string(), rules: z.array(ZRule) });
export type RulesCreatedResponse = z.infer<typeof ZRulesCreatedResponse>;
export const ZRuleResponse = z.object({ message: z.string(), rule: ZRule });
export type RuleResponse = z.infer<typeof ZRuleResponse>;
