// Schemas for the chat feature live here (see DESIGN.md §6).
export {};
