import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { LibraryItem } from '@handyq/domain/schemas';
import { useSession, useToastStore, type SessionUser } from '@handyq/web';
import { KitProviders, queryClient } from '@handyq/web/server';
import { ItemEditor } from './item-editor';
import { sampleItem } from '../../test/sample-item';

const mockSave = jest.fn();
const mockUploadImage = jest.fn();
const mockUploadVideo = jest.fn();
const mockFetchItem = jest.fn();

jest.mock('../../api/save-item', () => ({
  useSaveItem: () => ({ isPending: false, mutateAsync: mockSave }),
}));
jest.mock('../../api/upload-image', () => ({
  IMAGE_UPLOAD_FAILED: 'Image upload failed',
  uploadImage: (...args: unknown[]) => mockUploadImage(...args),
}));
jest.mock('../../api/upload-video', () => ({
  uploadVideo: (...args: unknown[]) => mockUploadVideo(...args),
}));
jest.mock('../../api/items', () => ({
  libraryKeys: { all: ['libraryItems'] },
  itemQuery: (id: string) => ({ queryKey: ['libraryItems', 'item', id], queryFn: () => mockFetchItem(id) }),
}));
// A failed call's status, read here from a plain error (the real one reads ky's HTTPError).
jest.mock('@handyq/web/server', () => ({
  ...jest.requireActual('@handyq/web/server'),
  httpStatus: (err: { status?: number }) => err.status,
}));
jest.mock('../../api/tutorial-options', () => ({
  tutorialOptionsQuery: {
    queryKey: ['libraryItems', 'tutorial-options'],
    queryFn: async () => [
      { _id: 'tut001', title: 'Kick up basics', status: 'public', owner: { _id: 'other' } },
      { _id: 'tut002', title: 'Someone’s draft', status: 'private', owner: { _id: 'other' } },
    ],
  },
}));

const user = {
  _id: 'u1',
  fullname: 'Ann Lee',
  email: 'ann@example.com',
  isAdmin: false,
  favorites: {
    holdOn: [{ name: 'Morning holds', dateCreated: 2, inputs: {} }],
    drillDJ: [{ name: 'Slides', dateCreated: 1, inputs: {} }],
  },
} as SessionUser;

const workout: LibraryItem = sampleItem({
  _id: 'wrk001',
  title: 'Monday',
  type: 'workout',
  feature: '',
  body: [{ feature: 'holdOn', favoriteName: 'Morning holds' }],
  owner: { _id: 'u1', fullname: 'Ann Lee', isAdmin: false },
  version: 4,
});

function renderEditor(item?: LibraryItem, addedVideo?: string) {
  return render(
    <KitProviders>
      <MemoryRouter initialEntries={['/edit']}>
        <Routes>
          <Route
            path="/edit"
            element={
              <ItemEditor
                item={item}
                title={item ? 'Edit Library Item' : 'Add Library Item'}
                addedVideo={addedVideo}
              />
            }
          />
          <Route path="/libraryKit/practiceLab" element={<p>PracticeLab list</p>} />
        </Routes>
      </MemoryRouter>
    </KitProviders>,
  );
}

const toastText = () => useToastStore.getState().toast?.txt;
const file = (name: string, type: string) => new File(['x'], name, { type });
const choose = (label: string, f: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [f] } });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

beforeEach(() => {
  jest.clearAllMocks();
  queryClient.clear();
  useToastStore.getState().close();
  useSession.setState({ user });
});

describe('item editor', () => {
  it('refuses to save without a title and a type, in a toast and in the form', async () => {
    renderEditor();
    await save();
    expect(toastText()).toBe('Title and type are required');
    expect(within(screen.getByRole('form', { name: 'Library item' })).getByRole('alert').textContent).toBe(
      'Title and type are required',
    );
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(mockSave).not.toHaveBeenCalled();
  });

  it('adds a drill with tags, images and a related tutorial, then goes to the PracticeLab', async () => {
    mockUploadImage
      .mockResolvedValueOnce({ url: '/api/media/img1', width: 10, height: 10 })
      .mockResolvedValueOnce({ url: '/api/media/img2', width: 10, height: 10 });
    mockSave.mockResolvedValue({});
    renderEditor();

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  Wall walk ' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'drill' } });
    fireEvent.change(screen.getByLabelText('Feature'), { target: { value: 'holdOn' } });
    expect((screen.getByLabelText('Body') as HTMLTextAreaElement).rows).toBe(6);

    const tag = screen.getByLabelText('New tag');
    fireEvent.change(tag, { target: { value: ' Core ' } });
    fireEvent.keyDown(tag, { key: 'Enter' });
    fireEvent.change(tag, { target: { value: 'core' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    fireEvent.change(tag, { target: { value: 'Wall' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(screen.getByRole('button', { name: 'Remove tag core' })).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^Remove tag/ })).toHaveLength(2);

    await act(async () => choose('Add image', file('a.png', 'image/png')));
    await act(async () => choose('Add image', file('b.jpg', 'image/jpeg')));
    const second = screen.getByRole('listitem', { name: 'Image 2' });
    expect(within(screen.getByRole('listitem', { name: 'Image 1' })).getByText('Main image')).toBeTruthy();
    fireEvent.click(within(second).getByRole('button', { name: 'Set as Main' }));
    expect(within(second).getByText('Main image')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Image 2 caption'), { target: { value: 'Top' } });

    const picker = await screen.findByRole('option', { name: 'Kick up basics' });
    expect(screen.queryByRole('option', { name: 'Someone’s draft' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Choose a tutorial'), {
      target: { value: (picker as HTMLOptionElement).value },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add tutorial' }));
    expect(screen.queryByRole('option', { name: 'Kick up basics' })).toBeNull();

    fireEvent.click(screen.getByLabelText('Share my full name'));
    await save();

    expect(mockSave).toHaveBeenCalledWith({
      fields: expect.objectContaining({
        title: 'Wall walk',
        type: 'drill',
        feature: 'holdOn',
        tags: ['core', 'wall'],
        links: [{ url: '/libraryKit/libraryItem/tut001', label: 'Kick up basics' }],
        imgData: [
          { url: '/api/media/img1', caption: '', isMain: false },
          { url: '/api/media/img2', caption: 'Top', isMain: true },
        ],
        authorInfo: expect.objectContaining({ shareFullname: true, shareEmail: false }),
      }),
    });
    expect(toastText()).toBe('Item added');
    expect(await screen.findByText('PracticeLab list')).toBeTruthy();
  });

  it('refuses a file of the wrong kind before uploading it', async () => {
    renderEditor();
    await act(async () => choose('Add image', file('clip.mp4', 'video/mp4')));
    expect(screen.getByText('The file must be an image.')).toBeTruthy();
    await act(async () => choose('Add video', file('pic.png', 'image/png')));
    expect(screen.getByText('The file must be a video.')).toBeTruthy();
    expect(mockUploadImage).not.toHaveBeenCalled();
    expect(mockUploadVideo).not.toHaveBeenCalled();
  });

  it('uploads a video with a caption, and tells when an upload fails', async () => {
    let progress: (f: number) => void = () => {};
    let finish: (url: string) => void = () => {};
    mockUploadVideo.mockImplementationOnce((_f: File, onProgress: (f: number) => void) => {
      progress = onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    renderEditor();
    await act(async () => choose('Add video', file('clip.mp4', 'video/mp4')));
    act(() => progress(0.5));
    expect(screen.getByRole('progressbar', { name: 'Video upload progress' }).getAttribute('value')).toBe(
      '0.5',
    );
    await act(async () => finish('/api/video/v1.mp4'));
    expect(toastText()).toBe('Video uploaded successfully!');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByLabelText('Video 1 caption')).toBeTruthy();

    mockUploadImage.mockRejectedValueOnce(new Error('nope'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => choose('Add image', file('a.png', 'image/png')));
    expect(toastText()).toBe('Image upload failed');
  });

  it("takes a recording already uploaded (Record's 'Add to a Library item') among its videos, once", () => {
    renderEditor(undefined, '/api/video/rec1.webm');
    expect(screen.getByText(/^Your recording is added to the videos below/)).toBeTruthy();
    expect(screen.getByLabelText('Video 1 caption')).toBeTruthy();
    expect(screen.queryByLabelText('Video 2 caption')).toBeNull();
  });

  it('edits a workout: the type cannot cross the workout line, steps keep only a matching favorite', async () => {
    mockSave.mockResolvedValue({});
    renderEditor(workout);
    const type = screen.getByLabelText('Type');
    const disabled = within(type)
      .getAllByRole('option')
      .filter((o) => (o as HTMLOptionElement).disabled)
      .map((o) => o.textContent);
    expect(disabled).toEqual(['Choose a type', 'Drill', 'Tutorial']);
    expect(screen.queryByLabelText('Feature')).toBeNull();
    expect(screen.queryByLabelText('New tag')).toBeNull();

    const favorite = screen.getByLabelText('Step 1 favorite') as HTMLSelectElement;
    expect(favorite.value).toBe('Morning holds');
    fireEvent.change(screen.getByLabelText('Step 1 feature'), { target: { value: 'drillDJ' } });
    expect(favorite.value).toBe('');
    expect(within(favorite).getByRole('option', { name: 'Slides' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add step' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move step 2 up' }));
    expect((screen.getByLabelText('Step 2 feature') as HTMLSelectElement).value).toBe('drillDJ');
    fireEvent.click(screen.getByRole('button', { name: 'Remove step 1' }));

    await save();
    expect(mockSave).toHaveBeenCalledWith({
      id: 'wrk001',
      fields: expect.objectContaining({
        type: 'workout',
        status: 'private',
        version: 4,
        body: [{ feature: 'drillDJ', favoriteName: '' }],
      }),
    });
    expect(toastText()).toBe('Item updated');
  });

  it('after a save refused as stale, reloads the item into the form', async () => {
    mockSave.mockRejectedValueOnce(Object.assign(new Error('conflict'), { status: 409 }));
    mockFetchItem.mockResolvedValue({ ...workout, title: 'Changed elsewhere', version: 5 });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderEditor(workout);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Mine' } });
    await save();
    expect(toastText()).toMatch(/^Save failed: this item was changed elsewhere/);
    await waitFor(() =>
      expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Changed elsewhere'),
    );

    // the next save sends the version just read
    mockSave.mockResolvedValueOnce({});
    await save();
    expect(mockSave).toHaveBeenLastCalledWith({
      id: 'wrk001',
      fields: expect.objectContaining({ version: 5 }),
    });
  });

  it('any other failure says Save failed and keeps what was typed', async () => {
    mockSave.mockRejectedValueOnce(new Error('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderEditor(workout);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Mine' } });
    await save();
    expect(toastText()).toBe('Save failed');
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Mine');
    expect(mockFetchItem).not.toHaveBeenCalled();
  });
});
