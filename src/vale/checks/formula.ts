/**
 * The arithmetic of Vale's `metric` formulas (a Tengo expression): numbers, variables, `+ - * /
 * %`, comparisons, `&&` `||` `!`, parentheses and `math.<fn>(…)`. Evaluated here, never run as code.
 */

type Node = (vars: Record<string, number>) => number | boolean;

const MATH: Record<string, (...args: number[]) => number> = {
  sqrt: Math.sqrt, pow: Math.pow, abs: Math.abs, log: Math.log, log10: Math.log10, log2: Math.log2, exp: Math.exp,
  floor: Math.floor, ceil: Math.ceil, round: Math.round, max: Math.max, min: Math.min, trunc: Math.trunc, cbrt: Math.cbrt,
};

export function compileFormula(text: string): Node {
  const tokens = text.match(/\d+(?:\.\d*)?|\.\d+|[A-Za-z_][\w.]*|&&|\|\||[<>=!]=|[-+*/%()<>!,]|\S/g) ?? [];
  let pos = 0;
  const peek = () => tokens[pos];
  const take = (expected?: string) => {
    const token = tokens[pos++];
    if (expected !== undefined && token !== expected) throw new Error(`expected "${expected}" but found "${token ?? 'the end'}"`);
    return token;
  };
  const binary = (next: () => Node, ops: string[]): (() => Node) => () => {
    let left = next();
    while (ops.includes(peek())) {
      const op = take();
      const right = next();
      const l = left;
      left = (v) => apply(op, l(v), right(v));
    }
    return left;
  };
  const primary = (): Node => {
    const token = take();
    if (token === undefined) throw new Error('the formula ends too early');
    if (token === '(') {
      const inner = or();
      take(')');
      return inner;
    }
    if (token === '-') {
      const inner = primary();
      return (v) => -Number(inner(v));
    }
    if (token === '!') {
      const inner = primary();
      return (v) => !inner(v);
    }
    if (/^[\d.]/.test(token)) {
      const value = Number(token);
      return () => value;
    }
    if (token.startsWith('math.')) {
      const fn = MATH[token.slice(5)];
      if (!fn) throw new Error(`unknown function ${token}`);
      take('(');
      const args: Node[] = [];
      if (peek() !== ')') {
        args.push(or());
        while (peek() === ',') {
          take();
          args.push(or());
        }
      }
      take(')');
      return (v) => fn(...args.map((arg) => Number(arg(v))));
    }
    if (/^[A-Za-z_]\w*$/.test(token)) return (v) => v[token] ?? 0;
    throw new Error(`unexpected "${token}"`);
  };
  const product = binary(primary, ['*', '/', '%']);
  const sum = binary(product, ['+', '-']);
  const comparison = binary(sum, ['<', '>', '<=', '>=', '==', '!=']);
  const and = binary(comparison, ['&&']);
  const or = binary(and, ['||']);
  const root = or();
  if (pos < tokens.length) throw new Error(`unexpected "${tokens[pos]}"`);
  return root;
}

function apply(op: string, a: number | boolean, b: number | boolean): number | boolean {
  const x = Number(a);
  const y = Number(b);
  switch (op) {
    case '+': return x + y;
    case '-': return x - y;
    case '*': return x * y;
    case '/': return x / y;
    case '%': return x % y;
    case '<': return x < y;
    case '>': return x > y;
    case '<=': return x <= y;
    case '>=': return x >= y;
    case '==': return x === y;
    case '!=': return x !== y;
    case '&&': return Boolean(a) && Boolean(b);
    default: return Boolean(a) || Boolean(b);
  }
}
