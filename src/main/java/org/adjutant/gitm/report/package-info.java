/** What each GITM player is told after a turn (GITM 5.3), built from events and state under fog of war. */
package org.adjutant.gitm.report;
