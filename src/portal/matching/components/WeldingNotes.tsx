import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WeldingOutput } from '../model/types';

type Note = WeldingOutput['notes'][number];

/** A reason, warning or note of the recommender in words. */
export function useNoteText() {
  const { t } = useTranslation('matching');
  return (note: Note) => t(`notes.${note.code}`, note.params);
}

export function NoteTags({ notes, color, testId }: { notes: Note[]; color?: string; testId: string }) {
  const text = useNoteText();
  return (
    <div className="at-match-notes" data-testid={testId}>
      {notes.map((note) => (
        <Tag key={note.code} color={color} className="at-match-note">
          {text(note)}
        </Tag>
      ))}
    </div>
  );
}
