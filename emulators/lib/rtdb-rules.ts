/**
 * An offline evaluator of Realtime Database security rules for `.read` and `.write`, enough for
 * `database.rules.json` (DESIGN.md: the Database emulator cannot be downloaded here, so the rules are
 * checked with this instead). Semantics as documented by Firebase:
 * - rules cascade: access to a path is granted when a rule at that path or any ancestor is true, and
 *   a deeper rule cannot take it back; rules are not filters (reading a parent needs a rule there);
 * - `$name` keys match any child and bind `$name` to its key;
 * - an expression that fails (e.g. `auth.uid` when signed out) counts as false.
 * Expressions: `true`, `false`, `null`, string literals, `auth` with member access (`auth.uid`,
 * `auth.token.x`), `$variables`, `===`, `!==`, `==`, `!=`, `&&`, `||`, `!` and parentheses. Anything
 * else (`.validate`, `data`, `newData`, `root`, functions...) throws, so a rules change this evaluator
 * cannot judge fails the tests instead of passing them wrongly.
 */

export type Auth = { uid: string; token?: Record<string, unknown> } | null;
type RuleNode = { [key: string]: RuleNode | string | boolean };

type Token =
  { t: 'lit'; v: string | boolean | null } | { t: 'id'; v: string } | { t: 'op'; v: string };

const OPERATORS = ['===', '!==', '==', '!=', '&&', '||', '!', '(', ')', '.'];

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const rest = source.slice(i);
    const space = /^\s+/.exec(rest);
    if (space) {
      i += space[0].length;
      continue;
    }
    const op = OPERATORS.find((o) => rest.startsWith(o));
    if (op !== undefined) {
      tokens.push({ t: 'op', v: op });
      i += op.length;
      continue;
    }
    const string = /^'([^'\\]*)'|^"([^"\\]*)"/.exec(rest);
    if (string) {
      tokens.push({ t: 'lit', v: string[1] ?? string[2] ?? '' });
      i += string[0].length;
      continue;
    }
    const word = /^\$?[A-Za-z_][A-Za-z0-9_]*/.exec(rest);
    if (word) {
      const w = word[0];
      if (w === 'true' || w === 'false') tokens.push({ t: 'lit', v: w === 'true' });
      else if (w === 'null') tokens.push({ t: 'lit', v: null });
      else tokens.push({ t: 'id', v: w });
      i += w.length;
      continue;
    }
    throw new Error(`Unsupported rule syntax at "${rest}"`);
  }
  return tokens;
}

type Expr =
  | { k: 'lit'; v: string | boolean | null }
  | { k: 'var'; name: string }
  | { k: 'member'; of: Expr; name: string }
  | { k: 'not'; of: Expr }
  | { k: 'bin'; op: string; left: Expr; right: Expr };

const PRECEDENCE: Record<string, number> = {
  '||': 1,
  '&&': 2,
  '===': 3,
  '!==': 3,
  '==': 3,
  '!=': 3,
};

export function parse(source: string): Expr {
  const tokens = tokenize(source);
  let pos = 0;
  const peek = () => tokens[pos];
  const next = () => {
    const token = tokens[pos++];
    if (token === undefined) throw new Error(`Unexpected end of rule "${source}"`);
    return token;
  };

  function primary(): Expr {
    const token = next();
    let expr: Expr;
    if (token.t === 'lit') expr = { k: 'lit', v: token.v };
    else if (token.t === 'id') {
      if (token.v !== 'auth' && !token.v.startsWith('$'))
        throw new Error(`Unsupported variable "${token.v}" in "${source}"`);
      expr = { k: 'var', name: token.v };
    } else if (token.v === '!') return { k: 'not', of: primary() };
    else if (token.v === '(') {
      expr = binary(0);
      const close = next();
      if (close.t !== 'op' || close.v !== ')') throw new Error(`Expected ) in "${source}"`);
    } else throw new Error(`Unexpected "${token.v}" in "${source}"`);
    for (;;) {
      const dot = peek();
      if (dot?.t !== 'op' || dot.v !== '.') return expr;
      pos++;
      const name = next();
      if (name.t !== 'id') throw new Error(`Expected a property name in "${source}"`);
      const after = peek();
      if (after?.t === 'op' && after.v === '(')
        throw new Error(`Unsupported method call "${name.v}" in "${source}"`);
      expr = { k: 'member', of: expr, name: name.v };
    }
  }

  function binary(min: number): Expr {
    let left = primary();
    for (;;) {
      const op = peek();
      if (op?.t !== 'op') return left;
      const precedence = PRECEDENCE[op.v];
      if (precedence === undefined || precedence < min) return left;
      pos++;
      left = { k: 'bin', op: op.v, left, right: binary(precedence + 1) };
    }
  }

  const expr = binary(0);
  if (pos !== tokens.length) throw new Error(`Unexpected trailing input in "${source}"`);
  return expr;
}

class RuleError extends Error {}

function evaluate(expr: Expr, vars: Record<string, unknown>): unknown {
  switch (expr.k) {
    case 'lit':
      return expr.v;
    case 'var':
      if (!(expr.name in vars)) throw new RuleError(`Unknown variable ${expr.name}`);
      return vars[expr.name];
    case 'member': {
      const of = evaluate(expr.of, vars);
      if (typeof of !== 'object' || of === null)
        throw new RuleError(`Cannot read ${expr.name} of ${String(of)}`);
      return (of as Record<string, unknown>)[expr.name] ?? null;
    }
    case 'not':
      return evaluate(expr.of, vars) !== true;
    case 'bin': {
      if (expr.op === '&&')
        return evaluate(expr.left, vars) === true && evaluate(expr.right, vars) === true;
      if (expr.op === '||')
        return evaluate(expr.left, vars) === true || evaluate(expr.right, vars) === true;
      const left = evaluate(expr.left, vars);
      const right = evaluate(expr.right, vars);
      return expr.op === '===' || expr.op === '==' ? left === right : left !== right;
    }
  }
}

/** A rule's value: `true`/`false` as such, an expression evaluated (errors count as false). */
function ruleGrants(rule: string | boolean, vars: Record<string, unknown>): boolean {
  if (typeof rule === 'boolean') return rule;
  const expr = parse(rule);
  try {
    return evaluate(expr, vars) === true;
  } catch (error) {
    if (error instanceof RuleError) return false;
    throw error;
  }
}

function check(rules: unknown, path: string, auth: Auth, kind: '.read' | '.write'): boolean {
  const root = (rules as { rules?: unknown }).rules;
  if (typeof root !== 'object' || root === null) throw new Error('No "rules" object');
  const segments = path.split('/').filter((s) => s !== '');
  const vars: Record<string, unknown> = { auth };
  let node: RuleNode | undefined = root as RuleNode;
  for (let depth = 0; node !== undefined; depth++) {
    for (const key of Object.keys(node))
      if (key.startsWith('.') && key !== '.read' && key !== '.write')
        throw new Error(`Unsupported rule "${key}"`);
    const rule = node[kind];
    if (rule !== undefined && typeof rule !== 'object' && ruleGrants(rule, vars)) return true;
    const segment = segments[depth];
    if (segment === undefined) return false;
    const exact: RuleNode | string | boolean | undefined = node[segment];
    if (typeof exact === 'object') {
      node = exact;
      continue;
    }
    const wildcard = Object.keys(node).find((key) => key.startsWith('$'));
    if (wildcard === undefined) return false;
    vars[wildcard] = segment;
    node = node[wildcard] as RuleNode;
  }
  return false;
}

export const canRead = (rules: unknown, path: string, auth: Auth) =>
  check(rules, path, auth, '.read');
export const canWrite = (rules: unknown, path: string, auth: Auth) =>
  check(rules, path, auth, '.write');
