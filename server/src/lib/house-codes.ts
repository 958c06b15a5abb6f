/** House codes in the order people walk them: A2 before A10 (numeric runs compared as numbers). */
export const compareHouseCodes = new Intl.Collator('en', { numeric: true }).compare;
