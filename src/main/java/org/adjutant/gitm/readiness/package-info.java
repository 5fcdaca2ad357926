/**
 * Inactive units (GITM 11): the ACTIVATE and INACTIVATE orders of commanders and offices carried out in the Orders
 * phase with the limits of GITM 11.2 and 1.4, and inactive units roused by hostile or neutral troops at every phase end
 * (GITM 11.3, 11.5). Pure engine steps plugged into the turn's hooks (docs/rules/gitm-10-supply.md sections 12, 17);
 * the turn sequence never depends on this package.
 */
package org.adjutant.gitm.readiness;
