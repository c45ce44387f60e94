/**
 * Words a person can see come from the message catalogues (messages/<area>/<part>/<locale>.json), so every
 * language has them: this rule reports text written into the code instead. It looks where UI text goes —
 * JSX text, JSX attributes that are read or shown (aria-label, title, placeholder, alt, label…), strings and
 * templates inside JSX, toasts, and the text-bearing properties of objects (label, title, message,
 * description…) — and lets through what has no letters ("·", "—", "%"), single tokens that are code
 * (CSS values, ids, routes, keys), and brand names.
 */

const TEXT_ATTRIBUTES = new Set([
  'aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'aria-placeholder',
  'title', 'placeholder', 'alt', 'label', 'heading', 'description', 'message', 'text', 'hint', 'caption',
  'legend', 'summary', 'subtitle', 'emptyText', 'note', 'detail', 'actionLabel', 'confirmLabel', 'cancelLabel',
])
const TEXT_PROPERTIES = new Set(['label', 'title', 'message', 'description', 'heading', 'hint', 'text', 'detail', 'subtitle', 'caption', 'ariaLabel', 'note', 'summary', 'placeholder', 'emptyText'])
const TOAST_CALLEES = new Set(['toast', 'showToast', 'notify'])
// Names that stay the same in every language.
const BRANDS = /^(ELSY|ELSY Padel Clubs|PADEL CLUBS|Google|Apple|Facebook|GitHub|CSV|PDF|IBAN)$/

const hasLetters = (text) => /\p{L}/u.test(text)
/** A single token without spaces that looks like code: "flex", "button", "/member", "booking_id", "2xl". */
const looksLikeCode = (text) => !/\s/.test(text.trim()) && !/^\p{Lu}\p{Ll}+[.!?:]?$/u.test(text.trim()) && /^[\w\-./:#@%&=?[\]()*+,;'"~]+$/u.test(text.trim())
const isUiText = (text) => hasLetters(text) && !BRANDS.test(text.trim()) && !looksLikeCode(text)

export default {
  meta: {
    type: 'problem',
    docs: { description: 'UI text comes from the message catalogues' },
    messages: { literal: 'Text a person sees comes from the message catalogue (messages/<area>/<part>/<locale>.json), read as m.<key>(): "{{text}}"' },
    schema: [],
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 60) } })
    const checkExpression = (node) => {
      if (!node) return
      if (node.type === 'Literal' && typeof node.value === 'string' && isUiText(node.value)) report(node, node.value)
      if (node.type === 'TemplateLiteral') {
        // A template's words around its values are text, even one lower-case word ("${n} courts").
        const text = node.quasis.map((q) => q.value.cooked ?? '').join(' ')
        if (hasLetters(text) && !BRANDS.test(text.trim())) report(node, text)
      }
      if (node.type === 'ConditionalExpression') {
        checkExpression(node.consequent)
        checkExpression(node.alternate)
      }
      if (node.type === 'LogicalExpression') checkExpression(node.right)
    }
    /** Whether a string outside JSX reads like a sentence or a phrase ("Same as the previous period", "points vs"). */
    const reads = (node) => {
      if (node.type === 'Literal') return typeof node.value === 'string' && /^\s*\p{Lu}[\p{L}'’]*[\s,]+[\p{L}\d]/u.test(node.value) && !BRANDS.test(node.value.trim())
      const text = node.quasis.map((q) => q.value.cooked ?? '').join(' ')
      return /\p{L}{2,}\s+\S|\S\s+\p{L}{2,}/u.test(text)
    }
    const skipped = (node) => {
      for (let up = node.parent; up; up = up.parent) {
        if (up.type === 'ImportDeclaration' || up.type === 'ExportAllDeclaration' || up.type === 'ExportNamedDeclaration' && up.source) return true
        if (up.type === 'TSLiteralType' || up.type === 'TSEnumMember' || up.type === 'JSXAttribute') return true
        // Errors for developers (a bug, not something a person did) and styles are not UI text.
        if (up.type === 'NewExpression' && up.callee.type === 'Identifier' && /Error$/.test(up.callee.name)) return true
        if (up.type === 'CallExpression' && up.callee.type === 'Identifier' && ['css', 'cva', 'sva', 'cx'].includes(up.callee.name)) return true
        if (up.type === 'CallExpression' && up.callee.type === 'MemberExpression' && up.callee.object.type === 'Identifier' && up.callee.object.name === 'console') return true
        if (up.type === 'JSXExpressionContainer' || up.type === 'Property' && up.key.type === 'Identifier' && TEXT_PROPERTIES.has(up.key.name)) return true
      }
      return false
    }
    const sentence = (node) => {
      if (reads(node) && !skipped(node)) report(node, node.type === 'Literal' ? node.value : node.quasis.map((q) => q.value.cooked ?? '').join('…'))
    }
    return {
      Literal(node) {
        if (typeof node.value === 'string') sentence(node)
      },
      TemplateLiteral(node) {
        if (node.parent.type !== 'TaggedTemplateExpression') sentence(node)
      },
      JSXText(node) {
        if (hasLetters(node.value) && !BRANDS.test(node.value.trim())) report(node, node.value)
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXAttribute') return
        checkExpression(node.expression)
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null
        if (!name || !TEXT_ATTRIBUTES.has(name) || !node.value) return
        if (node.value.type === 'Literal') checkExpression(node.value)
        if (node.value.type === 'JSXExpressionContainer') checkExpression(node.value.expression)
      },
      CallExpression(node) {
        const callee = node.callee
        const name = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && callee.object.type === 'Identifier' ? callee.object.name : null
        if (name && TOAST_CALLEES.has(name)) checkExpression(node.arguments[0])
      },
      Property(node) {
        const key = node.key.type === 'Identifier' ? node.key.name : node.key.type === 'Literal' ? node.key.value : null
        if (typeof key === 'string' && TEXT_PROPERTIES.has(key)) checkExpression(node.value)
      },
    }
  },
}
