import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '@/config/constants';
import { dismissToast, type ToastVariant, useToasts } from '@/hooks/use-toast';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';

const ICONS: Record<ToastVariant, typeof Info> = {
  default: Info,
  success: CircleCheck,
  destructive: CircleAlert,
  warning: TriangleAlert,
};

/** Renders the toast store with the spec's settings (section 4 and 9). */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      swipeDirection="right"
      label="Notifications"
    >
      {toasts.map(({ id, title, description, variant = 'default', duration, open }) => {
        const Icon = ICONS[variant];
        return (
          <Toast
            key={id}
            variant={variant}
            open={open}
            duration={duration}
            onOpenChange={(isOpen) => {
              if (!isOpen) dismissToast(id);
            }}
          >
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div className="grid flex-1 gap-1">
              <ToastTitle>{title}</ToastTitle>
              {description ? <ToastDescription>{description}</ToastDescription> : null}
            </div>
            <ToastClose />
          </Toast>
        );
      })}
      <ToastViewport hotkey={TOAST_HOTKEY} />
    </ToastProvider>
  );
}
