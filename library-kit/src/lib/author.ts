// The 'About the Author' section: whether it shows and how its links read.

const SHARE_FLAGS = [
  'shareFullname',
  'shareEmail',
  'shareInstagram',
  'shareFacebook',
  'shareWebsite',
  'shareYoutube',
  'sharePicture',
  'shareBio',
] as const;

/** The author section shows only when the author shares at least one thing. */
export function sharesAnything(info: Partial<Record<(typeof SHARE_FLAGS)[number], boolean>> | undefined) {
  return !!info && SHARE_FLAGS.some((flag) => info[flag] === true);
}
