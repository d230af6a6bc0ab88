// The live preview of /settings/widget: the real widget (this server's widget.js in preview mode, in an iframe),
// drawn with the form's unsaved look. LookWatcher sits inside the form and reports each valid look; WidgetPreview
// posts it to the widget (src/domain/widgetPreview.ts), and again whenever the widget says it is ready.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { lookOf, widgetAppearanceSchema, type WidgetAppearance, type WidgetLook } from '../../../domain/widgetAppearance';
import { PREVIEW_MESSAGE, PREVIEW_READY, previewDocument, type PreviewMessage } from '../../../domain/widgetPreview';
import { APPEARANCE_UI as UI } from './appearanceLabels';

/** Inside the form: the look of the current values, whenever they validate (a half-typed colour keeps the last). */
export function LookWatcher({ onLook }: { onLook: (look: WidgetLook) => void }) {
  const values = useWatch() as Partial<WidgetAppearance>;
  useEffect(() => {
    try {
      onLook(lookOf(widgetAppearanceSchema.validateSync(values, { stripUnknown: true })));
    } catch {
      // not valid yet: the preview keeps the last valid look
    }
  }, [values, onLook]);
  return null;
}

type PreviewState = 'home' | 'chat' | 'closed';

export function WidgetPreview({ widgetKey, look }: { widgetKey: string; look: WidgetLook | null }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<PreviewState>('home');
  const srcDoc = useMemo(() => previewDocument(widgetKey), [widgetKey]);
  const post = useCallback(() => {
    if (!look) return;
    const message: PreviewMessage = { type: PREVIEW_MESSAGE, look, open: state !== 'closed', ...(state === 'closed' ? {} : { screen: state }) };
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, [look, state]);
  useEffect(post, [post]);
  useEffect(() => {
    const ready = (e: MessageEvent) => {
      if (e.source === frame.current?.contentWindow && (e.data as { type?: string } | null)?.type === PREVIEW_READY) post();
    };
    window.addEventListener('message', ready);
    return () => window.removeEventListener('message', ready);
  }, [post]);
  return (
    <Box sx={{ flex: '0 0 auto', width: { xs: '100%', sm: 420 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {UI.preview}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={state} onChange={(_e, v: PreviewState | null) => v && setState(v)} aria-label={UI.preview}>
          {(['home', 'chat', 'closed'] as const).map((s) => (
            <ToggleButton key={s} value={s} sx={{ py: 0.25, px: 1.25, textTransform: 'none' }}>
              {UI.previewStates[s]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Box
        sx={{
          height: 720,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          overflow: 'hidden',
          background: 'repeating-linear-gradient(135deg, #f4f5f8 0 14px, #eceef3 14px 28px)',
        }}
      >
        <iframe ref={frame} title={UI.previewFrame} srcDoc={srcDoc} style={{ width: '100%', height: '100%', border: 0, display: 'block', background: 'transparent' }} />
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {UI.previewHint}
      </Typography>
    </Box>
  );
}
