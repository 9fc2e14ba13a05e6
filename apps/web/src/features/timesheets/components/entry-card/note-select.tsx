import { Form, Input, Select } from 'antd';
import { NOTE_CHOICES, NOTE_OTHER } from '@portal/contracts/timesheets';
import { MAX } from '@portal/contracts/fields';
import { countTo } from '../../../../ui/text-limit.ts';

export const NOTE_OPTIONS = [...NOTE_CHOICES, NOTE_OTHER].map((n) => ({ value: n, label: n }));

interface Props {
  note: string | null;
  otherText: string;
  error?: string;
  disabled: boolean;
  onNote(note: string): void;
  onOtherText(text: string): void;
}

/** The 14 adjustment notes plus OTHER, which asks for a text of its own. */
export function NoteSelect({ note, otherText, error, disabled, onNote, onOtherText }: Props) {
  return (
    <Form.Item
      className="ts-entry-notes"
      label="Notes"
      validateStatus={error ? 'error' : undefined}
      help={error}
      style={{ marginBottom: 0 }}
    >
      <Select
        aria-label="Notes"
        placeholder="Select a note"
        value={note ?? undefined}
        options={NOTE_OPTIONS}
        disabled={disabled}
        onChange={onNote}
        popupMatchSelectWidth={false}
      />
      {note === NOTE_OTHER && (
        <Input
          aria-label="Other note"
          placeholder="Enter a note"
          value={otherText}
          disabled={disabled}
          count={countTo(MAX.note)}
          onChange={(e) => onOtherText(e.target.value)}
          style={{ marginTop: 4 }}
        />
      )}
    </Form.Item>
  );
}
