export type CharacterClass = 'lowercase' | 'uppercase' | 'numeric' | 'symbol';

export interface PasswordPolicy {
  minLength: number;
  maxLength: number;
  require: CharacterClass[];
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { minLength: 6, maxLength: 128, require: [] };

const CLASS_TESTS: Record<CharacterClass, { test: RegExp; message: string }> = {
  lowercase: { test: /\p{Ll}/u, message: 'Password must contain a lowercase letter.' },
  uppercase: { test: /\p{Lu}/u, message: 'Password must contain an uppercase letter.' },
  numeric: { test: /\p{N}/u, message: 'Password must contain a number.' },
  symbol: { test: /[^\p{L}\p{N}]/u, message: 'Password must contain a character that is not a letter or a number.' },
};

/** What a new password lacks under the policy; empty when it is acceptable. */
export function passwordProblems(password: string, policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY): string[] {
  const problems: string[] = [];
  if (password.length < policy.minLength) problems.push(`Password must be at least ${policy.minLength} characters.`);
  if (password.length > policy.maxLength) problems.push(`Password must be at most ${policy.maxLength} characters.`);
  for (const kind of policy.require)
    if (!CLASS_TESTS[kind].test.test(password)) problems.push(CLASS_TESTS[kind].message);
  return problems;
}
