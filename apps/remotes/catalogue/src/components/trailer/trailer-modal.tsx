import type { TrailerStart, Video } from '@marquee/domain-models';
import { Modal } from '@marquee/ui-kit';
import { type TrailerFrame, type TrailerLabels, TrailerPlayer } from './trailer-player';

export interface TrailerModalProps {
  readonly video: Video;
  readonly frame: TrailerFrame;
  readonly start: TrailerStart;
  readonly labels: TrailerLabels;
  readonly closeLabel: string;
  readonly onClose: () => void;
}

/**
 * The trailer modal (modal id `trailer`, owned by the page that shows the film): the player,
 * started at once. Closing it unmounts the player, and the modal manager stops the trailer that
 * played in it (SHELL-59); a navigation resets the manager (SHELL-60). Its code is fetched on use
 * (`TrailerDialog`, ./trailer-dialog.tsx).
 */
export function TrailerModal({ video, frame, start, labels, closeLabel, onClose }: TrailerModalProps) {
  return (
    <Modal open onClose={onClose} title={video.title} closeLabel={closeLabel} className="catalogue-trailer-modal">
      <TrailerPlayer video={video} frame={frame} start={start} labels={labels} />
    </Modal>
  );
}
