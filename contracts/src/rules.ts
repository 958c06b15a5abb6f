import './zod-config';
import { z } from 'zod';
import { fieldText, said } from './common';
import { MAX_RULE_DESCRIPTION, MAX_RULE_TITLE, MAX_RULES_PER_REQUEST, RULE_CATEGORIES } from './constants';
import { ZRuleCategory } from './enums';
import { REQUEST_MSG } from './messages-requests';

const ZCategoryInput = z.enum(
  RULE_CATEGORIES,
  said(() => REQUEST_MSG.ruleCategory(RULE_CATEGORIES.join(', '))),
);

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
    .array(
      ZRuleInput,
      said(() => REQUEST_MSG.rulesList),
    )
    .min(
      1,
      said(() => REQUEST_MSG.addOneRule),
    )
    .max(
      MAX_RULES_PER_REQUEST,
      said(() => REQUEST_MSG.rulesAtOnce(MAX_RULES_PER_REQUEST)),
    ),
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
