/** What the admin's screens say of a letter of recommendation: the mentor writes it; the admin issues it as written. */
export const RECOMMENDATION_NOTE =
  "A letter of recommendation is written by the intern's mentor (on /mentor) and issued as written, with the mentor's name and title; it can be issued once the mentor has written it.";
