import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Camera } from 'lucide-react';
import { RESERVED_NAME_MESSAGE, isReservedName } from '@handyq/domain';
import { hasVisibleText, userSchema, type User } from '@handyq/domain/schemas';
import { Button, failureText, toast } from '@handyq/web';
import { saveUser } from '@handyq/web/user';
import { uploadImage } from '../api/upload-image';
import { Avatar } from './avatar';
import { EditableField } from './editable-field';
import s from './profile-details.module.css';

// The cropper (and its library) loads only when a picture is chosen.
const CropDialog = lazy(() => import('./crop-dialog'));

type TextKey = 'fullname' | 'username' | 'bio' | 'instagram' | 'facebook' | 'youtube' | 'website' | 'other';

const FIELDS: { key: TextKey | 'email'; label: string; multiline?: boolean; type?: 'url' }[] = [
  { key: 'fullname', label: 'Full name' },
  { key: 'username', label: 'Username' },
  { key: 'email', label: 'Email' },
  { key: 'bio', label: 'Bio', multiline: true },
  { key: 'instagram', label: 'Instagram', type: 'url' },
  { key: 'facebook', label: 'Facebook', type: 'url' },
  { key: 'youtube', label: 'YouTube', type: 'url' },
  { key: 'website', label: 'Website', type: 'url' },
  { key: 'other', label: 'Other link', type: 'url' },
];

/** The first message of the field's schema (or the reserved-name rule), if the value breaks it. */
function validateField(key: TextKey, value: string, user: User): string | null {
  if (key === 'fullname' && !user.isAdmin && value !== user.fullname && isReservedName(value)) {
    return RESERVED_NAME_MESSAGE;
  }
  const r = userSchema.shape[key].safeParse(value);
  if (r.success) return null;
  return key === 'fullname' && !hasVisibleText(value)
    ? 'Full name cannot be empty.'
    : (r.error.issues[0]?.message ?? null);
}

/**
 * The profile's own fields, one at a time (email read-only), and the picture: chosen from a
 * file, cropped round, uploaded. A field is saved only if it changed.
 */
export function ProfileDetails({ user, editable }: { user: User; editable: boolean }) {
  const [editing, setEditing] = useState<string | null>(null);
  const [picture, setPicture] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => () => void (picture && URL.revokeObjectURL(picture)), [picture]);

  const save = async (key: TextKey, label: string, raw: string) => {
    const value = key === 'bio' ? raw.trim() : raw.trim().replace(/\s+/g, ' ');
    if (value === user[key]) return setEditing(null);
    try {
      await saveUser(user, { [key]: value });
      toast.success(`${label} updated successfully`);
      setEditing(null);
    } catch (err) {
      console.error('Profile update failed', err);
      toast.error(failureText(err, 'Failed to update user'));
      throw err;
    }
  };

  const choose = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return toast.error('The file must be an image.');
    setPicture(URL.createObjectURL(file));
  };

  const savePicture = async (jpeg: Blob, onProgress: (f: number) => void) => {
    try {
      const url = await uploadImage(jpeg, onProgress);
      await saveUser(user, { imgUrl: url });
    } catch (err) {
      console.error('Picture upload failed', err);
      toast.error('Image upload failed');
      return;
    }
    toast.success('Picture updated successfully');
    setPicture(null);
  };

  return (
    <>
      <div className={s.identity}>
        <Avatar src={user.imgUrl} size={96} />
        <div>
          <p className={s.name}>{user.fullname}</p>
          {user.username && <p className={s.muted}>@{user.username}</p>}
          {editable && (
            <Button variant="secondary" onClick={() => fileInput.current?.click()}>
              <Camera size={18} aria-hidden /> Change picture
            </Button>
          )}
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            aria-label="Choose a picture"
            hidden
            onChange={(e) => choose(e.target.files?.[0])}
          />
        </div>
      </div>
      {FIELDS.map((f) => (
        <EditableField
          key={f.key}
          label={f.label}
          value={user[f.key]}
          multiline={f.multiline}
          type={f.type}
          readOnly={f.key === 'email'}
          editable={editable}
          editing={editable && editing === f.key}
          onEdit={() => setEditing(f.key)}
          onCancel={() => setEditing(null)}
          validate={f.key === 'email' ? undefined : (v) => validateField(f.key as TextKey, v, user)}
          onSave={(v) => save(f.key as TextKey, f.label, v)}
        />
      ))}
      {picture && (
        <Suspense fallback={null}>
          <CropDialog src={picture} onSave={savePicture} onClose={() => setPicture(null)} />
        </Suspense>
      )}
    </>
  );
}
