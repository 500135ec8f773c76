import { uploadedImageSchema, uploadedVideoSchema } from '@handyq/domain/schemas';
import { bytes, fileUpload, json, type RouteTable } from '../api-route';

const TOO_MANY = 'Over the caller’s uploads per hour (Retry-After says when to retry)';
const VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-matroska'];

export const uploadRoutes: RouteTable = {
  tag: 'Uploads',
  routes: {
    'POST /api/upload/image': {
      summary: 'Upload an image',
      description:
        'Recognised by its content, re-encoded (upright, at most 2048×2048, metadata stripped; JPEG, or WebP when transparent).',
      auth: 'bearer',
      requestBody: fileUpload('The image in the field `file`'),
      answers: { 201: json('Where the image is served, and its size', uploadedImageSchema) },
      errors: { 413: 'Too large, too many pixels, or over the caller’s quota', 429: TOO_MANY },
    },
    'POST /api/upload/video': {
      summary: 'Upload a video',
      description: 'MP4, MOV, WebM or Matroska, recognised by its content.',
      auth: 'bearer',
      requestBody: fileUpload('The video in the field `file`'),
      answers: { 201: json('Where the video is served', uploadedVideoSchema) },
      errors: {
        413: 'Too large, or over the caller’s quota',
        415: 'Not a video this server keeps',
        429: TOO_MANY,
      },
    },
    'GET /api/media/:id': {
      summary: 'An uploaded image',
      description: 'Public; an id’s bytes never change, so it is cached for good.',
      auth: 'none',
      answers: { 200: bytes('The image', ['image/jpeg', 'image/webp']) },
      errors: { 404: 'No such image' },
    },
    'GET /api/video/:file': {
      summary: 'An uploaded video',
      description: 'Public; whole, or the byte range asked for (`Range`).',
      auth: 'none',
      answers: {
        200: bytes('The whole video', VIDEO_TYPES),
        206: bytes('The byte range asked for', VIDEO_TYPES, {
          'Content-Range': { description: '`bytes start-end/size`', schema: { type: 'string' } },
        }),
      },
      errors: { 404: 'No such video', 416: 'The range starts past the end' },
    },
  },
};
