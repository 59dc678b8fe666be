import { describe, expect, it } from 'vitest';
import { prettyPrintJson, stringifyJson } from '../../src/ui/json/prettyPrintJson';

describe('prettyPrintJson', () => {
  it('indents JSON by two spaces', () => {
    expect(prettyPrintJson('{"a":1,"b":[true,null]}')).toBe('{\n  "a": 1,\n  "b": [\n    true,\n    null\n  ]\n}');
  });

  it('prints exactly what JSON.stringify would for ordinary JSON', () => {
    const text = ' { "a" : [ 1 , {} , [ ] , "x, y: [z]" , "q\\"{" ], "b" : { "c" : -1.5 , "d" : "\\u00e9" } } ';
    const viaParse = JSON.stringify(JSON.parse(text), null, 2).replace('"é"', '"\\u00e9"');
    expect(prettyPrintJson(text)).toBe(viaParse);
  });

  it("keeps the service's numbers and escapes as sent", () => {
    expect(prettyPrintJson('{"id":12345678901234567890,"s":"\\u00e9"}')).toBe('{\n  "id": 12345678901234567890,\n  "s": "\\u00e9"\n}');
  });

  it('accepts surrounding whitespace', () => {
    expect(prettyPrintJson('  [1]\n')).toBe('[\n  1\n]');
  });

  it('gives undefined for text that is not JSON', () => {
    expect(prettyPrintJson('connect ETIMEDOUT 203.0.113.7:443')).toBeUndefined();
    expect(prettyPrintJson('{"unterminated": ')).toBeUndefined();
    expect(prettyPrintJson('')).toBeUndefined();
    expect(prettyPrintJson('   ')).toBeUndefined();
  });
});

describe('stringifyJson', () => {
  it('indents any value and never throws', () => {
    expect(stringifyJson({ a: 1 })).toBe('{\n  "a": 1\n}');
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(stringifyJson(cycle)).toBe('[object Object]');
    expect(stringifyJson(10n)).toBe('10');
    expect(stringifyJson(undefined)).toBe('undefined');
  });
});
