<#-- The short player guide of GITM, carried in every welcome mail (players cannot reach the project's docs).
     Orders are written here in their general form; the welcome's own example above is checked against the game. -->
A SHORT GUIDE TO ORDERS (Gathered In Their Masses)

A mail holds one block per unit: a line UNIT <unit id> PASSWORD <password>, then the unit's orders, one per line.
Keywords may be in any case. A block with any mistake is refused whole, and the unit keeps its earlier orders.
A unit that gets no orders follows its default orders: it holds its ground, skirmishes and supports friends near it.
For each unit the last accepted block of its commander counts; its deputy's only when the commander sent none.

Orders of a unit (any combination; the rule numbers are those of the GITM rule book):
  PATH <square> <square> ...    march on the strategic map, one square per strategic phase, up to six; a - waits
                                a phase (GITM 7). Squares are written column-row, e.g. J9-V4.
  HALT DET | HALT ENTRY         stop the PATH when enemies are detected or enter your square (GITM 7.10, 7.11)
  MOVE TO <x-y> [PHASE n]       move on the tactical map of the unit's square (15 x 15; x-y such as 7-4) (GITM 8)
  ENGAGE PHASES 1-4             close with enemies in the same square in those tactical phases
  SUPPORT <x-y> RADIUS 2        come to the aid of friends within that distance of x-y
  INTERCEPT <x-y> RADIUS 2      stop enemies passing near x-y
  POSTURE <attack>/<defend>     offensive attitude ASSAULT, ATTACK, SKIRMISH or EVADE; defensive LAST-DITCH,
                                DEFEND, SKIRMISH or EVADE (GITM 6.5)
  LINE FIRST | SECOND | REAR    the unit's battle line (GITM 6.6)
  SUPPLY LEVEL <n>              supplies the unit carries (GITM 10)
  DEPLOY AT <x-y>               the deployment turn only: where the unit stands when the war begins (GITM 7.18);
                                that turn has no march, tactical move, battle or supply phase, so it refuses
                                the orders above (ACTIVATE, INACTIVATE, MERGE INTO and TRANSFER it takes)

Office orders (War Minister and others) go in a block that starts PLAYER <your role> PASSWORD <password>; the same
block takes NEW PASSWORD <new one> and TIME ZONE <place>.

After each deadline you receive two reports: the events your units saw (with battles) and their positions, with
maps. Hostile troops are shown as your units saw them, which may be wrong.
