/**
 * Ships (PATE, with the ship sections of Sinews of War; docs/rules/naval.md): warships and transport groups, where they
 * lie on the sea chart, their crews, Marines and cargo room, and the room land units need aboard (GITM 7.17).
 */
package org.adjutant.gitm.naval;
