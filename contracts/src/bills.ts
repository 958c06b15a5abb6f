// Schemas for the bills feature live here (see DESIGN.md §6).
export {};
