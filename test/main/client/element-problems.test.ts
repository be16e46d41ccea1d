import { describe, expect, it } from 'vitest';
import { elementProblems, MAX_PROBLEMS } from '../../../main/client/element-problems.ts';
import { redactor } from '../../../main/client/redaction.ts';

// Error bodies are "not shown" (spec §7): the usual shapes of per-element problems are read.

const asIs = (text: string): string => text;

describe('elementProblems', () => {
  it.each([
    [
      '{"error":"invalid_import","problems":[{"path":"products[0].brand_code","message":"unknown"}]}',
      [{ path: 'products[0].brand_code', message: 'unknown' }],
    ],
    [
      '{"errors":[{"field":"brands[1].name","msg":"too long"},{"message":"no place"}]}',
      [
        { path: 'brands[1].name', message: 'too long' },
        { path: null, message: 'no place' },
      ],
    ],
    [
      '{"error":{"details":[{"loc":["products",2,"name"],"detail":"required"}]}}',
      [{ path: 'products.2.name', message: 'required' }],
    ],
    [
      '{"errors":{"products[0].skus":["is empty","must be a list"]}}',
      [
        { path: 'products[0].skus', message: 'is empty' },
        { path: 'products[0].skus', message: 'must be a list' },
      ],
    ],
    ['{"errors":["plain words"]}', [{ path: null, message: 'plain words' }]],
  ])('reads %s', (body, expected) => {
    expect(elementProblems(body, asIs)).toEqual(expected);
  });

  it('finds nothing in a body without a list, or one that is not JSON', () => {
    expect(elementProblems('{"message":"Bad batch"}', asIs)).toEqual([]);
    expect(elementProblems('<html>502</html>', asIs)).toEqual([]);
    expect(elementProblems('', asIs)).toEqual([]);
  });

  it('redacts what it keeps and stops at a sane count', () => {
    const token = 'svc_tok_problem_echo_1';
    const many = Array.from({ length: MAX_PROBLEMS + 20 }, (_, i) => ({
      path: `products[${i}]`,
      message: `token ${token} refused`,
    }));
    const problems = elementProblems(JSON.stringify({ problems: many }), redactor([token]));
    expect(problems).toHaveLength(MAX_PROBLEMS);
    expect(JSON.stringify(problems)).not.toContain(token);
  });
});
