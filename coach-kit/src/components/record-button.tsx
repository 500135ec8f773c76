import { Circle } from 'lucide-react';
import { IconButton } from '@handyq/web';

/** Record, pressed while the next runs are recorded (a red dot). */
export function RecordButton({ recording, onClick }: { recording: boolean; onClick: () => void }) {
  return (
    <IconButton
      label="Record"
      aria-pressed={recording}
      icon={
        <Circle
          size={24}
          aria-hidden
          fill={recording ? '#d92d20' : 'none'}
          color={recording ? '#d92d20' : undefined}
        />
      }
      onClick={onClick}
    />
  );
}
