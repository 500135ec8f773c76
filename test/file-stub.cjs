// Asset imports (images, video) in jest: the file's URL is its name.
module.exports = 'asset-file';
