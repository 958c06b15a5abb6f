// Schemas for the complaints feature live here (see DESIGN.md §6).
export {};
