// Zod-free: the server matches M-Pesa account numbers with the same rule later.

/** A unit code as tenants may write it ("b-12", "B 12", "#B12") in the form stored ("B12"). */
export function unitCode(text: string): string {
  return text.toUpperCase().replace(/[\s\-#/]/g, '');
}

/** An invite code as typed ("k7q-4mz", "K7Q 4MZ") in the form it was issued ("K7Q4MZ"). */
export function inviteCodeKey(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '');
}
