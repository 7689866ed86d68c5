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
  modalFromSearch,
  modalSearch,
  ModalStoreProvider,
  modalStore,
  openModal,
  useModals,
  useModalStore,
  withoutModalSearch,
} from './modal-store';
