/** GITM's maps: strategic squares and terrain (GITM 1), tactical maps (GITM 2). Pure values, no I/O. */
package org.adjutant.gitm.map;
