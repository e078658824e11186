import { useEffect } from 'react';
import { useEditor, EditorContent, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { Button, Space, Tooltip, Upload } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { files, type UploadPurpose } from '@contract/endpoints/files';
import { useStoredUpload } from '../upload/useStoredUpload';
import './richText.css';

/** Where a stored picture is read (the server's sanitiser keeps only these `src`s). */
export const storedPictureSrc = (id: string) => `${files.view.path}?id=${id}`;

interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  /** The upload purpose of pictures put into the text. */
  picturePurpose: UploadPurpose;
  /** The field's accessible name. */
  label: string;
  id?: string;
}

/**
 * Rich text for the platform's content (antd Form field: `value`/`onChange` carry HTML): headings, emphasis,
 * lists, quotes, links and pictures uploaded to our file store. What the server stores is its sanitised copy.
 */
export function RichTextEditor({ value = '', onChange, picturePurpose, label, id }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } }), Image],
    content: value,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: 'at-richtext-body', ...(id ? { id } : {}) } },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
  });

  // A value set from outside (the form loading a saved article) replaces the content.
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="at-richtext">
      <Toolbar editor={editor} picturePurpose={picturePurpose} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, picturePurpose }: { editor: Editor | null; picturePurpose: UploadPurpose }) {
  const { t } = useTranslation('common');
  const upload = useStoredUpload(picturePurpose, (stored) => editor?.chain().focus().setImage({ src: storedPictureSrc(stored.id), alt: stored.name }).run());
  if (!editor) return null;
  const button = (key: string, icon: React.ReactNode, run: () => void, active = false) => (
    <Tooltip title={t(`richText.${key}`)} key={key}>
      <Button size="small" type={active ? 'primary' : 'text'} icon={icon} aria-label={t(`richText.${key}`)} aria-pressed={active} onClick={run} />
    </Tooltip>
  );
  const heading = (level: 2 | 3) => (
    <Button
      key={`h${level}`}
      size="small"
      type={editor.isActive('heading', { level }) ? 'primary' : 'text'}
      aria-label={t(`richText.heading${level}`)}
      onClick={() => editor.chain().focus().toggleHeading({ level }).run()}
    >
      {`H${level}`}
    </Button>
  );
  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt(t('richText.linkPrompt'), previous);
    if (href === null) return;
    if (href.trim() === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  return (
    <Space size={2} wrap className="at-richtext-toolbar" role="toolbar" aria-label={t('richText.toolbar')}>
      {heading(2)}
      {heading(3)}
      {button('bold', <BoldOutlined />, () => editor.chain().focus().toggleBold().run(), editor.isActive('bold'))}
      {button('italic', <ItalicOutlined />, () => editor.chain().focus().toggleItalic().run(), editor.isActive('italic'))}
      {button('strike', <StrikethroughOutlined />, () => editor.chain().focus().toggleStrike().run(), editor.isActive('strike'))}
      {button('bulletList', <UnorderedListOutlined />, () => editor.chain().focus().toggleBulletList().run(), editor.isActive('bulletList'))}
      {button('orderedList', <OrderedListOutlined />, () => editor.chain().focus().toggleOrderedList().run(), editor.isActive('orderedList'))}
      {button('quote', <span aria-hidden>❝</span>, () => editor.chain().focus().toggleBlockquote().run(), editor.isActive('blockquote'))}
      {button('link', <LinkOutlined />, setLink, editor.isActive('link'))}
      <Upload accept={upload.rule.accept} showUploadList={false} beforeUpload={upload.beforeUpload} customRequest={upload.customRequest}>
        <Tooltip title={t('richText.picture')}>
          <Button size="small" type="text" icon={<PictureOutlined />} aria-label={t('richText.picture')} loading={upload.uploading} />
        </Tooltip>
      </Upload>
      {button('undo', <UndoOutlined />, () => editor.chain().focus().undo().run())}
      {button('redo', <RedoOutlined />, () => editor.chain().focus().redo().run())}
    </Space>
  );
}
