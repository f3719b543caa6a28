import { describe, expect, test } from '@jest/globals';
import { compileGoRegex, GoRegexError, translateGoRegex } from '../../src/vale/go-regex.js';

const matches = (pattern: string, text: string) => (text.match(compileGoRegex(pattern, 'g')) ?? []) as string[];

describe('Go patterns in JavaScript', () => {
  test('(?i) at the start becomes the i flag; in the middle or in a group it applies only where Go applies it', () => {
    expect(translateGoRegex('(?i)foo').flags).toBe('i');
    expect(matches('(?i)\\b(is|was)\\b\\s*(?m)\\b(?:[\\w]+ed)\\b', 'It Was Broken and was fixed')).toEqual(['was fixed']);
    expect(matches('ab(?i)cd', 'abCD ABcd abcd')).toEqual(['abCD', 'abcd']);
    expect(matches('(?i:ab)cd', 'ABcd ABCD')).toEqual(['ABcd']);
    expect(matches('(?:(?-i)API|(?i)rest)', 'api API REST rest')).toEqual(['API', 'REST', 'rest']);
    expect(matches('(?i)[a-c]x', 'Bx bX')).toEqual(['Bx', 'bX']);
  });

  test('\\b, \\A, \\z, ^ and $ (with and without (?m)), (?s), POSIX classes, named groups, \\Q…\\E', () => {
    expect(matches('\\bcat\\b', 'cat concat cat.')).toEqual(['cat', 'cat']);
    expect(matches('\\Aab', 'ab ab')).toEqual(['ab']);
    expect(matches('ab\\z', 'ab ab')).toEqual(['ab']);
    expect(matches('^a', 'a\na')).toEqual(['a']);
    expect(matches('(?m)^a', 'a\na')).toEqual(['a', 'a']);
    expect(matches('a$', 'a\na')).toEqual(['a']);
    expect(matches('a.b', 'a\nb axb')).toEqual(['axb']);
    expect(matches('(?s)a.b', 'a\nb')).toEqual(['a\nb']);
    expect(matches('[[:upper:]][[:digit:]]+', 'A12 b34')).toEqual(['A12']);
    expect(matches('[^[:space:]]+', 'ab cd')).toEqual(['ab', 'cd']);
    expect(compileGoRegex('(?P<year>\\d{4})-(?P=year)').exec('2024-2024')?.groups?.year).toBe('2024');
    expect(matches('\\Qa.b\\E', 'a.b axb')).toEqual(['a.b']);
    expect(matches('\\pL+', 'héllo 12')).toEqual(['héllo']);
    expect(matches('\\s', 'a\u00a0b c')).toEqual([' ']);
  });

  test('what JavaScript cannot express is an error that says what', () => {
    expect(() => translateGoRegex('(?>ab|a)c')).toThrow(new GoRegexError('atomic groups "(?>…)" have no JavaScript equivalent'));
    expect(() => translateGoRegex('(?(1)a|b)')).toThrow(GoRegexError);
    expect(() => translateGoRegex('[a-z-[aeiou]]')).toThrow(/subtraction/);
    expect(() => translateGoRegex('a++')).toThrow(/possessive/);
    expect(() => translateGoRegex('(ab')).toThrow(/missing "\)"/);
    expect(() => translateGoRegex('\\C')).toThrow(/invalid escape/);
  });
});
