// Schemas for the users feature live here (see DESIGN.md §6).
export {};
