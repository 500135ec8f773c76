// CSS modules in jest: every class name maps to itself, so markup keeps readable classes.
module.exports = new Proxy({}, { get: (_t, key) => (key === '__esModule' ? false : String(key)) });
