// Name, dev port and what the kit exposes come from its entry in shared/kits.json.
module.exports = require('@handyq/shared/build/rspack.cjs').kitConfig(__dirname);
