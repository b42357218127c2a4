import { describe, expect, it } from 'vitest';
import { budgetClientOf, createRequestBudget } from '../../server/plugins/request-budget.ts';

describe('a client’s request budget', () => {
  it('allows ten seconds’ worth at once, then refills at its rate', () => {
    let now = 0;
    const budget = createRequestBudget(5, () => now);
    for (let i = 0; i < 50; i++) expect(budget.take('a')).toBe(true);
    expect(budget.take('a')).toBe(false);
    expect(budget.take('b')).toBe(true);
    now += 1000;
    for (let i = 0; i < 5; i++) expect(budget.take('a')).toBe(true);
    expect(budget.take('a')).toBe(false);
  });

  it('spends what a request costs, and nothing when it cannot afford it', () => {
    const budget = createRequestBudget(1, () => 0);
    expect(budget.take('a', 6)).toBe(true);
    expect(budget.take('a', 6)).toBe(false);
    for (let i = 0; i < 4; i++) expect(budget.take('a')).toBe(true);
    expect(budget.take('a')).toBe(false);
  });

  it('forgets clients whose budget is whole again', () => {
    let now = 0;
    const budget = createRequestBudget(5, () => now);
    budget.take('a');
    for (let i = 0; i < 50; i++) budget.take('b');
    now += 1000;
    budget.sweep();
    expect(budget.size).toBe(1);
    now += 10_000;
    budget.sweep();
    expect(budget.size).toBe(0);
  });

  it('counts an IPv4 address alone, an IPv6 address by its /64, and never this machine', () => {
    expect(budgetClientOf('203.0.113.7')).toBe('203.0.113.7');
    expect(budgetClientOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(budgetClientOf('2001:db8:1:2:aaaa::1')).toBe(budgetClientOf('2001:db8:1:2:bbbb::9'));
    expect(budgetClientOf('2001:db8:1:3::1')).not.toBe(budgetClientOf('2001:db8:1:2::1'));
    expect(budgetClientOf('127.0.0.1')).toBeNull();
    expect(budgetClientOf('127.3.0.9')).toBeNull();
    expect(budgetClientOf('::1')).toBeNull();
  });
});
