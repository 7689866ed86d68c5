export type {
  ModalId,
  ModalPayload,
  ModalState,
  ModalStore,
  ModalViewport,
  OpenModal,
  PlayingTrailer,
} from './modal-store';
export {
  createModalStore,
  isModalId,
  MODAL_IDS,
  MODAL_MAX_VIEWPORT,
  ModalStoreProvider,
  modalStore,
  openModal,
  useModals,
  useModalStore,
} from './modal-store';
