// Name, dev port and what the kit exposes come from its entry in shared/domain/kits.json.
module.exports = require('@handyq/build/rspack.cjs').kitConfig(__dirname);
