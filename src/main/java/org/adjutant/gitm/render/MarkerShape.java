package org.adjutant.gitm.render;

/** A flag for active troops, a tent when only inactive units are there, a boxed S when only shattered ones (GITM 1.4). */
public enum MarkerShape {
    FLAG, TENT, SHATTERED
}
