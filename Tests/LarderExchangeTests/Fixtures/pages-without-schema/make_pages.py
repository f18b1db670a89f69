#!/usr/bin/env python3
"""Writes the pages-without-schema corpus beside this script, and expected.json.

Run it from anywhere: `python3 make_pages.py`. Standard library only, and deterministic: a fixed
random seed, no clock, no network; the same files come out on every run.

Every page is written here, shaped as real sites shape their markup (microformats h-recipe and
hrecipe, schema.org in RDFa only, the HTML of recipe plugins and site builders, and plain pages
whose only recipe structure is their headings), filled with recipes written for these tests.
No page carries schema.org Recipe data as JSON-LD or microdata: some WordPress pages carry a
Yoast JSON-LD graph with no Recipe in it, as real ones do.

expected.json holds, for each page, what a reader must get from it. The rules it follows:
- text is what a cook reads: entities decoded, tags dropped, every run of white space (U+00A0 and
  U+202F included) collapsed to one space, trimmed;
- ingredient headings (groups) are never ingredient lines; "first" is the index into
  `ingredients` of the first line under the heading; a group name has no trailing colon;
- step numbers and labels ("1.", "2)", "Step 3:", "Schritt 1", "Étape 2 :", the plugins'
  number badges) are not part of a step's text; instruction-group headings are not steps;
  a method written as one paragraph is one step;
- `yield` is the yield field's text without its label ("Serves:", "Portionen:"), or null when
  the page has no labelled yield; `total_time_minutes` comes from a total time the page states
  (an ISO 8601 duration or a labelled total time), else null;
- screen-reader-only text inside a plugin card (WPRM's "▢ " checkbox label, "Step 1") is not read.
"""
import html
import json
import os
import random
import re
from html.entities import codepoint2name

HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(20240611)


def norm(s):
    """White space collapsed (str.split() splits on U+00A0 and U+202F too)."""
    return " ".join(s.split())


def esc(s, mode="plain"):
    """HTML text for s. mode: plain (only &<>), named (non-ASCII as named entities where they
    exist), numeric (&#NNN;), hex (&#xHH;)."""
    s = html.escape(s, quote=False)
    if mode == "plain":
        return s
    out = []
    for ch in s:
        o = ord(ch)
        if o < 128:
            out.append(ch)
        elif mode == "named" and o in codepoint2name:
            out.append("&%s;" % codepoint2name[o])
        elif mode == "hex":
            out.append("&#x%X;" % o)
        else:
            out.append("&#%d;" % o)
    return "".join(out)


def attr(s):
    return html.escape(s, quote=True)


def slug(s):
    s = s.lower()
    for a, b in (("ä", "a"), ("ö", "o"), ("ü", "u"), ("ß", "ss"), ("é", "e"), ("è", "e"), ("ê", "e"),
                 ("à", "a"), ("ñ", "n"), ("í", "i"), ("ó", "o"), ("á", "a"), ("ú", "u"), ("ë", "e"),
                 ("ù", "u"), ("ç", "c"), ("ï", "i"), ("ô", "o"), ("â", "a")):
        s = s.replace(a, b)
    return re.sub(r"[^a-z0-9]+", "-", s).strip("-")


class Ing:
    def __init__(self, amount="", unit="", name="", note=""):
        self.amount, self.unit, self.name, self.note = amount, unit, name, note

    def head(self):
        return " ".join(x for x in (self.amount, self.unit, self.name) if x)

    def text(self, notesep="comma"):
        h = self.head()
        if not self.note:
            return h
        n = self.note
        if notesep == "paren":
            return h + " (" + n.strip("()") + ")"
        if n.startswith("("):
            return h + " " + n
        if notesep == "comma":
            return h + ", " + n
        if notesep == "dash":
            return h + " - " + n
        return h + " " + n


class Recipe:
    def __init__(self, rid, lang, name, yld, minutes, body):
        self.id, self.lang, self.name, self.minutes = rid, lang, name, minutes
        if yld:
            num, _, unit = yld.partition("|")
            self.ynum, self.yunit = num, unit
        else:
            self.ynum, self.yunit = None, None
        ing_part, _, step_part = body.strip("\n").partition("\n---\n")
        self.groups = []
        cur = [None, []]
        for line in ing_part.split("\n"):
            line = line.strip()
            if not line:
                continue
            if line.startswith("# "):
                if cur[1] or cur[0]:
                    self.groups.append(cur)
                cur = [line[2:], []]
                continue
            f = (line.split("|") + ["", "", "", ""])[:4]
            cur[1].append(Ing(*[x.strip() for x in f]))
        self.groups.append(cur)
        self.steps = [s.strip() for s in step_part.split("\n") if s.strip()]

    @property
    def items(self):
        return [i for _, g in self.groups for i in g]

    @property
    def yield_text(self):
        if self.ynum is None:
            return None
        return norm(self.ynum + " " + self.yunit)

    def group_list(self):
        out, idx = [], 0
        for name, g in self.groups:
            if name:
                out.append({"name": name, "first": idx})
            idx += len(g)
        return out

    def has_groups(self):
        return any(n for n, _ in self.groups)


RECIPES = {}


def recipe(rid, lang, name, yld, minutes, body):
    RECIPES[rid] = Recipe(rid, lang, name, yld, minutes, body)

# ---------------------------------------------------------------- recipes: English
recipe("lemon-drizzle", "en", "Lemon drizzle cake", "8|slices", 60, """
# For the cake
225|g|unsalted butter|softened
225|g|caster sugar
4||large eggs
225|g|self-raising flour
2||unwaxed lemons|finely grated zest only
# For the drizzle
1½||lemons|juice only
85|g|granulated sugar
---
Heat the oven to 180°C/160°C fan/gas 4. Grease a 900g loaf tin and line it with baking parchment.
Beat the butter and caster sugar together until pale and creamy, then add the eggs one at a time, mixing well after each.
Sift in the flour, add the lemon zest and fold gently until just combined.
Spoon into the tin, level the top and bake for 45–50 minutes, until a skewer comes out clean.
Stir the lemon juice into the granulated sugar. Prick the warm cake all over and pour the drizzle over it. Leave to cool in the tin.
""")

recipe("banana-bread", "en", "Brown butter banana bread", "10|slices", 75, """
115|g|unsalted butter
3||very ripe bananas|mashed
150|g|light brown sugar
1||large egg|beaten
1|tsp|vanilla extract
1|tsp|bicarbonate of soda
||a pinch of salt
190|g|plain flour
60|g|walnuts|roughly chopped (optional)
---
Heat the oven to 175°C. Butter a 2lb loaf tin and line the base.
Melt the butter in a small pan and let it bubble until it smells nutty and the solids turn golden brown. Pour into a large bowl and cool for 5 minutes.
Stir in the bananas, sugar, egg and vanilla.
Sprinkle over the bicarbonate of soda and salt, then fold in the flour and walnuts until no dry streaks remain.
Scrape into the tin and bake for 55–60 minutes. Cool for 10 minutes before turning out.
""")

recipe("chicken-tikka", "en", "Chicken tikka masala", "4|servings", 90, """
# For the marinade
600|g|boneless chicken thighs|cut into bite-sized pieces
150|g|natural yoghurt
2|tsp|garam masala
1|tsp|ground turmeric
1|tbsp|lemon juice
3||garlic cloves|grated
# For the sauce
2|tbsp|vegetable oil
1||large onion|finely chopped
1|tbsp|fresh ginger|grated
1|tbsp|tomato purée
400|g|tin chopped tomatoes
150|ml|double cream
||small bunch of coriander|to serve
---
Mix the marinade ingredients in a bowl, add the chicken, cover and chill for at least 30 minutes.
Thread the chicken onto skewers and grill for 8–10 minutes, turning once, until charred at the edges.
Heat the oil in a wide pan and fry the onion for 10 minutes until soft and golden. Add the ginger and tomato purée and cook for 1 minute.
Tip in the tomatoes, simmer for 15 minutes, then blend until smooth.
Stir in the cream and the chicken and simmer for 5 minutes more. Scatter with coriander and serve with rice.
""")

recipe("shakshuka", "en", "Shakshuka", "2|servings", 30, """
2|tbsp|olive oil
1||onion|thinly sliced
1||red pepper|sliced
2||garlic cloves|sliced
1|tsp|ground cumin
1|tsp|sweet paprika
1|400g tin|chopped tomatoes
4||eggs
||salt and black pepper
||a handful of parsley|chopped
---
Heat the oil in a frying pan and cook the onion and pepper over a medium heat for 8 minutes until soft.
Add the garlic and spices and cook for 1 minute, then pour in the tomatoes. Season and simmer for 10 minutes until thick.
Make four hollows in the sauce, crack an egg into each, cover and cook for 5–6 minutes until the whites are set.
Scatter with parsley and serve straight from the pan with crusty bread.
""")

recipe("minestrone-en", "en", "Winter minestrone", "6|bowls", 60, """
3|tbsp|olive oil
1||onion|diced
2||carrots|diced
2||celery sticks|diced
2||garlic cloves|crushed
1|400g can|cannellini beans|drained
1|400g can|plum tomatoes
1.5|litres|vegetable stock
100|g|small pasta shapes
200|g|cavolo nero|shredded
||Parmesan|to serve
---
Warm the oil in a large pot and soften the onion, carrots and celery for 10 minutes.
Add the garlic, then the beans, tomatoes and stock. Bring to the boil and simmer for 25 minutes.
Add the pasta and cook for 8 minutes, then stir in the cavolo nero for the last 3 minutes.
Season to taste and serve with grated Parmesan.
""")

recipe("pancakes", "en", "Fluffy American pancakes", "8|pancakes", 25, """
1 ½|cups|all-purpose flour
3 ½|tsp|baking powder
1|tbsp|sugar
¼|tsp|salt
1 ¼|cups|milk
1||egg
3|tbsp|butter|melted, plus extra for the pan
---
Whisk the flour, baking powder, sugar and salt in a large bowl.
Make a well in the centre and pour in the milk, egg and melted butter; whisk until smooth but still a little lumpy.
Heat a frying pan over medium heat with a little butter. Pour in ¼ cup of batter per pancake and cook until bubbles appear on the surface, about 2 minutes.
Flip and cook for another minute until golden. Serve stacked, with maple syrup.
""")

recipe("roast-chicken", "en", "Simple roast chicken", "4|people", 100, """
1||whole chicken|about 1.6kg
1||lemon|halved
1||garlic bulb|halved across the middle
||a few sprigs of thyme
2|tbsp|olive oil
||flaky sea salt
---
Take the chicken out of the fridge 30 minutes before cooking. Heat the oven to 220°C/200°C fan.
Put the lemon, garlic and thyme inside the bird. Rub the skin with oil and season generously.
Roast for 20 minutes, then turn the oven down to 190°C/170°C fan and roast for 50 minutes more, until the juices run clear.
Rest under foil for 15 minutes before carving.
""")

recipe("beef-chili", "en", "Weeknight beef chili", "6|servings", 75, """
1|tbsp|vegetable oil
500|g|lean beef mince
1||large onion|chopped
3||garlic cloves|minced
2|tsp|chilli powder
2|tsp|ground cumin
1|tsp|dried oregano
2|tbsp|tomato paste
2|400g cans|chopped tomatoes
1|400g can|kidney beans|drained and rinsed
250|ml|beef stock
1|square|dark chocolate|(optional)
---
Heat the oil in a heavy pot and brown the mince in batches. Lift out with a slotted spoon.
Cook the onion in the fat for 8 minutes, then add the garlic, spices and oregano and stir for a minute.
Return the beef, add the tomato paste, tomatoes and stock, and simmer uncovered for 40 minutes.
Stir in the beans and chocolate and cook for 10 minutes more. Season and serve with rice or tortilla chips.
""")

recipe("carrot-cake", "en", "Carrot cake with cream cheese frosting", "12|slices", 80, """
# For the cake
250|g|self-raising flour
2|tsp|ground cinnamon
1|tsp|mixed spice
250|g|light muscovado sugar
3||eggs
200|ml|sunflower oil
300|g|carrots|coarsely grated
100|g|sultanas
# For the frosting
100|g|butter|softened
200|g|full-fat cream cheese
300|g|icing sugar|sifted
---
Heat the oven to 180°C/160°C fan. Grease and line two 20cm sandwich tins.
Mix the flour, spices and sugar in a large bowl. Whisk the eggs with the oil, pour in and stir well, then fold in the carrots and sultanas.
Divide between the tins and bake for 30–35 minutes until firm to the touch. Cool completely on a wire rack.
Beat the butter until very soft, add the cream cheese and icing sugar and beat until smooth.
Sandwich the cakes with half the frosting and spread the rest over the top.
""")

recipe("mushroom-risotto", "en", "Mushroom risotto", "4|servings", 45, """
1.2|litres|hot chicken or vegetable stock
15|g|dried porcini|soaked in 150ml boiling water
2|tbsp|olive oil
30|g|butter
1||onion|finely chopped
250|g|chestnut mushrooms|sliced
300|g|risotto rice
125|ml|dry white wine
50|g|Parmesan|finely grated
---
Drain the porcini, keeping the liquid, and chop them. Add the liquid to the stock and keep it at a gentle simmer.
Heat the oil and half the butter and fry the onion for 5 minutes. Add the fresh mushrooms and porcini and cook until golden.
Stir in the rice for a minute, then pour in the wine and let it bubble away.
Add the stock a ladleful at a time, stirring, for about 20 minutes until the rice is creamy and just tender.
Beat in the rest of the butter and the Parmesan, cover and rest for 2 minutes before serving.
""")

recipe("guacamole", "en", "Chunky guacamole", "4|servings", 10, """
3||ripe avocados
1||lime|juiced
½||small red onion|very finely chopped
1||green chilli|deseeded and chopped
1||tomato|diced
||a small handful of coriander|chopped
||salt
---
Halve and stone the avocados, scoop the flesh into a bowl and mash roughly with a fork, leaving some chunks. Stir in the lime juice, onion, chilli, tomato and coriander, season with salt and serve at once.
""")

recipe("granola", "en", "Maple pecan granola", "10|servings", 40, """
300|g|rolled oats
100|g|pecans|roughly chopped
50|g|pumpkin seeds
1|tsp|ground cinnamon
½|tsp|fine salt
100|ml|maple syrup
60|ml|coconut oil|melted
75|g|dried cranberries
---
Heat the oven to 160°C/140°C fan and line a large baking tray.
Mix the oats, pecans, seeds, cinnamon and salt. Pour over the maple syrup and oil and stir until everything is coated.
Spread out on the tray and bake for 25–30 minutes, stirring halfway, until golden.
Stir in the cranberries and leave to cool completely; it crisps as it cools. Keep in a jar for up to 2 weeks.
""")

recipe("tomato-soup", "en", "Roasted tomato soup", "4|bowls", 60, """
1|kg|ripe tomatoes|halved
1||red onion|cut into wedges
4||garlic cloves|unpeeled
3|tbsp|olive oil
500|ml|vegetable stock
1|tsp|sugar
||a handful of basil leaves
---
Heat the oven to 200°C. Spread the tomatoes, onion and garlic in a roasting tin, drizzle with oil and season.
Roast for 40 minutes until soft and slightly charred.
Squeeze the garlic out of its skins and tip everything into a pan with the stock and sugar. Simmer for 5 minutes.
Blend with the basil until smooth, check the seasoning and serve hot.
""")

recipe("pad-thai", "en", "Prawn pad thai", "2|servings", 30, """
# For the sauce
3|tbsp|fish sauce
2|tbsp|tamarind paste
2|tbsp|light brown sugar
1|tsp|chilli flakes
# For the noodles
200|g|flat rice noodles
2|tbsp|vegetable oil
200|g|raw king prawns
2||eggs|beaten
100|g|beansprouts
4||spring onions|sliced
50|g|roasted peanuts|chopped
1||lime|cut into wedges
---
Soak the noodles in warm water for 20 minutes, then drain. Stir the sauce ingredients together until the sugar dissolves.
Heat the oil in a wok and stir-fry the prawns for 2 minutes until pink. Push to one side and scramble the eggs in the space.
Add the noodles and sauce and toss for 2–3 minutes until the noodles are tender and coated.
Toss through the beansprouts and spring onions, then serve scattered with peanuts, with lime wedges on the side.
""")

recipe("apple-crumble", "en", "Bramley apple crumble", "6|servings", 55, """
# For the filling
1|kg|Bramley apples|peeled, cored and chopped
75|g|caster sugar
1|tsp|ground cinnamon
# For the crumble
175|g|plain flour
100|g|cold butter|diced
75|g|demerara sugar
40|g|rolled oats
---
Heat the oven to 190°C/170°C fan/gas 5.
Toss the apples with the caster sugar and cinnamon and spread in a 2-litre baking dish.
Rub the butter into the flour until it looks like breadcrumbs, then stir in the demerara sugar and oats.
Scatter the crumble over the apples and bake for 35–40 minutes until golden and bubbling. Serve with custard.
""")

recipe("focaccia", "en", "Rosemary focaccia", "1|tray", 180, """
500|g|strong white bread flour
7|g|fast-action dried yeast
10|g|fine sea salt
400|ml|lukewarm water
5|tbsp|extra-virgin olive oil|divided
2||sprigs of rosemary|leaves picked
||flaky salt|for sprinkling
---
Mix the flour, yeast, salt and water into a sticky dough. Cover and leave for 30 minutes.
With wet hands, stretch and fold the dough over itself four times. Cover and leave to rise for 1½ hours until doubled.
Pour 3 tbsp of the oil into a baking tin, tip in the dough and gently stretch it to the corners. Leave for 30 minutes.
Heat the oven to 220°C. Dimple the dough with your fingertips, drizzle with the rest of the oil and scatter with rosemary and flaky salt.
Bake for 25 minutes until golden and crisp underneath.
""")

recipe("lentil-dahl", "en", "Red lentil dahl", "4|servings", 40, """
250|g|red lentils|rinsed
1|litre|water
1|tsp|ground turmeric
2|tbsp|ghee or oil
1|tsp|cumin seeds
1||onion|finely sliced
3||garlic cloves|sliced
1|thumb-sized piece|ginger|grated
1||green chilli|slit
1||tomato|chopped
||a squeeze of lemon
---
Simmer the lentils in the water with the turmeric for 20–25 minutes, skimming, until soft and broken down.
Meanwhile heat the ghee and fry the cumin seeds for 30 seconds, then add the onion and cook until deep golden.
Add the garlic, ginger, chilli and tomato and cook for 5 minutes.
Stir this into the lentils, season with salt and a squeeze of lemon, and serve with rice or flatbreads.
""")

recipe("fish-tacos", "en", "Crispy fish tacos", "8|tacos", 35, """
# For the fish
500|g|firm white fish fillets|cut into strips
75|g|plain flour
1|tsp|smoked paprika
2||eggs|beaten
100|g|panko breadcrumbs
||vegetable oil|for frying
# For the slaw
¼||red cabbage|finely shredded
1||lime|juiced
3|tbsp|soured cream
# To serve
8||small corn tortillas|warmed
1||avocado|sliced
---
Toss the cabbage with the lime juice and a pinch of salt and set aside.
Season the flour with paprika, salt and pepper. Dip the fish in flour, then egg, then panko.
Fry in 1cm of hot oil for 2 minutes each side until crisp. Drain on kitchen paper.
Fill the warm tortillas with slaw, fish and avocado and top with soured cream.
""")

recipe("brownies", "en", "Fudgy chocolate brownies", "16|squares", 50, """
200|g|dark chocolate (70%)|broken into pieces
175|g|unsalted butter
3||large eggs
250|g|caster sugar
75|g|plain flour
30|g|cocoa powder
½|tsp|sea salt flakes
---
Heat the oven to 180°C/160°C fan. Line a 20cm square tin with baking paper.
Melt the chocolate and butter together in a bowl over a pan of barely simmering water, then cool slightly.
Whisk the eggs and sugar for 3–4 minutes until thick and pale. Fold in the chocolate mixture.
Sift in the flour and cocoa and fold gently. Pour into the tin and scatter with salt.
Bake for 25 minutes; the middle should still wobble slightly. Cool in the tin before cutting.
""")

recipe("caesar-salad", "en", "Chicken Caesar salad", "4|servings", 30, """
# For the dressing
1||garlic clove|crushed
2||anchovy fillets|finely chopped
1|tsp|Dijon mustard
1|tbsp|lemon juice
4|tbsp|mayonnaise
25|g|Parmesan|finely grated
# For the salad
2||chicken breasts
2||thick slices of bread|cubed
2|tbsp|olive oil
2||romaine lettuces|leaves separated
---
Whisk the dressing ingredients together with a splash of water until pourable.
Rub the chicken with a little oil, season and griddle for 6–7 minutes each side until cooked through. Rest, then slice.
Toss the bread in the rest of the oil and bake at 200°C for 8 minutes until crisp.
Toss the leaves with most of the dressing, top with chicken and croutons, and drizzle over the rest.
""")

recipe("scones", "en", "Classic scones", "8|scones", 30, """
350|g|self-raising flour
¼|tsp|salt
1|tsp|baking powder
85|g|butter|cut into cubes
3|tbsp|caster sugar
175|ml|milk
1|tsp|vanilla extract
||squeeze of lemon juice
1||beaten egg|to glaze
---
Heat the oven to 220°C/200°C fan and put a baking tray inside to heat up.
Mix the flour, salt and baking powder, then rub in the butter until the mix looks like fine crumbs. Stir in the sugar.
Warm the milk with the vanilla and lemon, pour into the dry mix and combine quickly with a cutlery knife.
Pat out to 4cm thick and stamp out rounds. Brush with egg and bake for 10 minutes until risen and golden.
""")

recipe("pesto-pasta", "en", "Pasta with basil pesto", "4|servings", 20, """
400|g|linguine
50|g|pine nuts
2||large bunches of basil
1||garlic clove
50|g|Parmesan|grated, plus extra to serve
120|ml|extra-virgin olive oil
---
Cook the pasta in plenty of salted boiling water until al dente.
Toast the pine nuts in a dry pan until golden, then blitz with the basil, garlic and Parmesan. With the motor running, pour in the oil.
Drain the pasta, keeping a cup of the water. Toss the pasta with the pesto, loosening with pasta water, and serve with extra cheese.
""")

recipe("choc-chip-cookies", "en", "Chewy chocolate chip cookies", "24|cookies", 40, """
1 cup (225g)||unsalted butter|softened
¾|cup|granulated sugar
¾|cup|packed brown sugar
2||large eggs
2|tsp|vanilla extract
2 ¼|cups|all-purpose flour
1|tsp|baking soda
1|tsp|salt
2|cups|semisweet chocolate chips
---
Preheat the oven to 375°F (190°C) and line two baking sheets with parchment.
Cream the butter and both sugars until light and fluffy, about 3 minutes. Beat in the eggs one at a time, then the vanilla.
Whisk the flour, baking soda and salt, and mix into the butter on low speed. Stir in the chocolate chips.
Scoop rounded tablespoons onto the sheets, 2 inches apart.
Bake for 9–11 minutes until golden at the edges but soft in the centre. Cool on the sheet for 5 minutes.
""")

recipe("beef-stew", "en", "Beef and ale stew", "6|servings", 180, """
1|kg|braising steak|cut into large chunks
2|tbsp|plain flour
3|tbsp|vegetable oil
2||onions|sliced
3||carrots|cut into chunks
2|tbsp|tomato purée
500|ml|brown ale
500|ml|beef stock
3||bay leaves
||a few sprigs of thyme
---
Heat the oven to 160°C/140°C fan. Toss the beef in the seasoned flour.
Brown the beef in batches in a casserole with the oil, then set aside.
Soften the onions and carrots in the same pan for 10 minutes, then stir in the tomato purée.
Return the beef, pour in the ale and stock, add the herbs and bring to a simmer.
Cover and cook in the oven for 2½ hours until the beef is meltingly tender.
""")

recipe("hummus", "en", "Silky hummus", "6|servings", 15, """
1|400g can|chickpeas|drained, liquid kept
4|tbsp|tahini
1||lemon|juiced
1||small garlic clove
½|tsp|ground cumin
3|tbsp|ice-cold water
2|tbsp|extra-virgin olive oil|to serve
||paprika|to serve
---
Blend the chickpeas, tahini, lemon juice, garlic and cumin in a food processor for 2 minutes. Add the cold water and blend for 2 minutes more until very smooth, adding a splash of the chickpea liquid if needed. Season, spoon into a bowl and finish with olive oil and paprika.
""")

recipe("overnight-oats", "en", "Berry overnight oats", "1|jar", None, """
50|g|rolled oats
120|ml|milk
2|tbsp|Greek yoghurt
1|tsp|chia seeds
1|tsp|honey
||a handful of mixed berries
---
Stir the oats, milk, yoghurt, chia seeds and honey together in a jar.
Cover and refrigerate overnight.
In the morning, loosen with a splash of milk and top with the berries.
""")

recipe("soda-bread", "en", "Irish soda bread", "1|loaf", 50, """
250|g|plain white flour
250|g|plain wholemeal flour
1|tsp|bicarbonate of soda
1|tsp|fine salt
400|ml|buttermilk
---
Heat the oven to 200°C/180°C fan and dust a baking sheet with flour.
Mix the flours, bicarbonate of soda and salt in a large bowl. Make a well and pour in the buttermilk, mixing quickly to a soft dough.
Tip onto a floured surface, shape into a round and cut a deep cross in the top.
Bake for 30–35 minutes until the loaf sounds hollow when tapped underneath.
""")

recipe("fried-rice", "en", "Egg fried rice", "2|servings", 15, """
2|tbsp|vegetable oil
2||eggs|beaten
250|g|cooked jasmine rice|cold
100|g|frozen peas
3||spring onions|sliced
2|tbsp|light soy sauce
1|tsp|sesame oil
---
Heat a wok until smoking, add half the oil and the eggs, scramble briefly and tip out.
Add the rest of the oil and the rice and stir-fry for 3 minutes, breaking up any clumps.
Add the peas and spring onions and cook for 2 minutes, then return the egg and season with soy sauce and sesame oil.
""")

recipe("shortbread", "en", "Buttery shortbread fingers", "16|fingers", 45, """
225|g|salted butter|softened
110|g|caster sugar|plus extra for sprinkling
225|g|plain flour
110|g|cornflour
---
Heat the oven to 170°C/150°C fan. Beat the butter and sugar until smooth.
Sift in both flours and work together until the dough just comes together.
Press into a 20 × 30cm tin, prick all over with a fork and chill for 15 minutes.
Bake for 25–30 minutes until pale golden. Sprinkle with sugar and cut into fingers while warm.
""")

recipe("green-curry", "en", "Thai green curry", "4|servings", 45, """
# For the paste
2||lemongrass stalks|chopped
4||green chillies
1|thumb|galangal or ginger|peeled
3||shallots
4||garlic cloves
1||small bunch coriander|stalks and leaves
1|tsp|ground cumin
# For the curry
1|tbsp|vegetable oil
400|ml|coconut milk
500|g|chicken thighs|sliced
150|g|green beans|halved
1|tbsp|fish sauce
1|tsp|palm sugar
||Thai basil leaves|to serve
---
Blitz all the paste ingredients in a food processor with a splash of water until smooth.
Fry 3 tbsp of the paste in the oil for 2 minutes until fragrant, then pour in the coconut milk.
Add the chicken and simmer for 10 minutes, then add the beans and cook for 5 minutes more.
Season with fish sauce and palm sugar and scatter with Thai basil.
""")

recipe("blueberry-muffins", "en", "Blueberry muffins", "12|muffins", 35, """
2|cups|all-purpose flour
¾|cup|sugar
2|tsp|baking powder
½|tsp|salt
⅓|cup|vegetable oil
1||large egg
⅔|cup|milk
1 ½|cups|fresh blueberries
---
Heat the oven to 400°F and line a 12-cup muffin tin with paper cases.
Whisk the flour, sugar, baking powder and salt in a large bowl.
Whisk the oil, egg and milk together, pour into the dry ingredients and stir until just combined. Fold in the blueberries.
Fill the cases two-thirds full and bake for 20–25 minutes until a toothpick comes out clean.
""")

recipe("coleslaw", "en", "Crunchy coleslaw", "6|servings", 15, """
½||white cabbage|finely shredded
2||carrots|grated
½||red onion|thinly sliced
5|tbsp|mayonnaise
1|tbsp|cider vinegar
1|tsp|wholegrain mustard
---
Put the cabbage, carrots and onion in a large bowl. Mix the mayonnaise, vinegar and mustard, pour over and toss well. Season and chill until needed.
""")

recipe("cornbread", "en", "Skillet cornbread", "8|wedges", 40, """
1|cup|yellow cornmeal
1|cup|all-purpose flour
1|tbsp|baking powder
½|tsp|salt
2|tbsp|sugar
1|cup|buttermilk
2||eggs
6|tbsp|butter|melted, divided
---
Put a 10-inch cast-iron skillet in the oven and heat to 425°F.
Whisk the cornmeal, flour, baking powder, salt and sugar. In another bowl whisk the buttermilk, eggs and 4 tbsp of the butter.
Stir the wet into the dry until just combined.
Add the remaining butter to the hot skillet, swirl, pour in the batter and bake for 20 minutes until golden.
""")

recipe("onion-soup", "en", "French onion soup", "4|servings", 100, """
50|g|butter
1|kg|onions|thinly sliced
1|tsp|sugar
2||garlic cloves|crushed
1|tbsp|plain flour
250|ml|dry white wine
1.2|litres|beef stock
4||slices of baguette
100|g|Gruyère|grated
---
Melt the butter in a large pan, add the onions and sugar and cook slowly, stirring often, for 45 minutes until deep brown.
Add the garlic and flour and stir for 2 minutes, then pour in the wine and stock. Simmer for 20 minutes.
Ladle into ovenproof bowls, float a slice of toasted baguette on each and cover with the cheese.
Grill until the cheese is bubbling and golden.
""")

recipe("stuffed-peppers", "en", "Rice-stuffed peppers", "4|servings", 60, """
4||red peppers|halved and deseeded
200|g|cooked long-grain rice
200|g|feta|crumbled
1||courgette|diced
2||tomatoes|chopped
||a handful of mint|chopped
2|tbsp|olive oil
---
Heat the oven to 200°C/180°C fan. Put the peppers cut-side up in a roasting tin, drizzle with a little oil and roast for 15 minutes.
Mix the rice, feta, courgette, tomatoes and mint, and season.
Pile the filling into the peppers, drizzle with the rest of the oil and roast for 25 minutes more.
""")

recipe("lemon-bars", "en", "Lemon bars", "16|bars", 70, """
# For the base
200|g|plain flour
60|g|icing sugar
150|g|cold butter|cubed
# For the topping
4||eggs
300|g|caster sugar
3||lemons|zested and juiced
40|g|plain flour
---
Heat the oven to 180°C. Pulse the flour, icing sugar and butter to crumbs, press into a lined 20 × 30cm tin and bake for 18 minutes.
Whisk the eggs, sugar, lemon zest and juice and flour until smooth.
Pour over the hot base and bake for 20–22 minutes until just set.
Cool, then chill for 2 hours. Dust with icing sugar and cut into bars.
""")

recipe("chickpea-curry", "en", "Chickpea and spinach curry", "4|servings", 35, """
1|tbsp|coconut oil
1||onion|chopped
2||garlic cloves|grated
1|tbsp|ginger|grated
2|tbsp|curry paste
2|400g tins|chickpeas|drained
1|400ml tin|coconut milk
200|g|baby spinach
||a squeeze of lime
---
Fry the onion in the oil for 8 minutes, then add the garlic, ginger and curry paste and cook for 2 minutes.
Add the chickpeas and coconut milk and simmer for 15 minutes until thickened.
Stir in the spinach until wilted, finish with lime and serve with rice.
""")

recipe("roast-veg", "en", "Honey-roast root vegetables", "6|servings", 55, """
4||carrots|halved lengthways
4||parsnips|quartered
1||small celeriac|cut into wedges
3|tbsp|olive oil
2|tbsp|honey
1|tbsp|thyme leaves
---
Heat the oven to 200°C/180°C fan.
Toss the vegetables with the oil and plenty of seasoning and spread over two large trays.
Roast for 35 minutes, then drizzle with the honey, scatter with thyme and roast for 10 minutes more until sticky and caramelised.
""")

recipe("salsa-verde", "en", "Salsa verde", "1|small jar", 10, """
1||large bunch flat-leaf parsley
||a small bunch of mint
1|tbsp|capers|rinsed
3||anchovy fillets
1||garlic clove
1|tsp|Dijon mustard
1|tbsp|red wine vinegar
100|ml|extra-virgin olive oil
---
Chop the herbs, capers, anchovies and garlic together finely on a board. Scrape into a bowl, stir in the mustard and vinegar, then the oil, and season with pepper.
""")

recipe("gingerbread", "en", "Gingerbread men", "20|biscuits", 45, """
# For the dough
350|g|plain flour
1|tsp|bicarbonate of soda
2|tsp|ground ginger
1|tsp|ground cinnamon
125|g|butter
175|g|light soft brown sugar
1||egg
4|tbsp|golden syrup
# For the icing
100|g|icing sugar
1–2|tsp|water
---
Heat the oven to 180°C/160°C fan and line two baking trays.
Sift the flour, bicarbonate of soda and spices into a bowl, rub in the butter and stir in the sugar.
Beat the egg with the syrup, pour in and mix to a dough. Knead briefly, then roll out to 5mm thick.
Cut out the figures and bake for 10–12 minutes until golden. Cool on a rack.
Mix the icing sugar with just enough water to make a thick icing and pipe on faces and buttons.
""")

# ---------------------------------------------------------------- recipes: German
recipe("kaesespaetzle", "de", "Allgäuer Kässpatzen", "4|Portionen", 50, """
# Für die Spätzle
400|g|Mehl (Type 405)
5||Eier
1|TL|Salz
150|ml|Mineralwasser
# Außerdem
3||Zwiebeln|in Ringe geschnitten
40|g|Butter
250|g|Bergkäse|gerieben
||Schnittlauch|zum Bestreuen
---
Mehl, Eier, Salz und Wasser mit einem Kochlöffel zu einem zähen Teig schlagen, bis er Blasen wirft. 10 Minuten ruhen lassen.
Die Zwiebeln in der Butter bei mittlerer Hitze goldbraun braten.
Den Teig portionsweise ins kochende Salzwasser schaben. Sobald die Spätzle oben schwimmen, mit der Schaumkelle herausheben.
Spätzle und Käse abwechselnd in eine vorgewärmte Form schichten, mit den Röstzwiebeln und Schnittlauch bestreut servieren.
""")

recipe("apfelkuchen", "de", "Apfelkuchen vom Blech", "20|Stücke", 75, """
# Für den Teig
250|g|weiche Butter
200|g|Zucker
1|Päckchen|Vanillezucker
5||Eier
400|g|Weizenmehl
1|Päckchen|Backpulver
100|ml|Milch
# Für den Belag
1,5|kg|säuerliche Äpfel|z. B. Boskop
1|EL|Zitronensaft
50|g|Mandelblättchen
---
Den Backofen auf 180 °C Ober-/Unterhitze vorheizen und ein tiefes Blech mit Backpapier auslegen.
Butter, Zucker und Vanillezucker cremig rühren, die Eier einzeln unterrühren. Mehl und Backpulver mischen und abwechselnd mit der Milch unterheben.
Den Teig auf dem Blech verstreichen. Äpfel schälen, vierteln, entkernen, einritzen und mit Zitronensaft beträufeln.
Die Äpfel dicht auf den Teig setzen, mit Mandeln bestreuen und 40–45 Minuten backen.
""")

recipe("kartoffelsalat", "de", "Schwäbischer Kartoffelsalat", "4|Portionen", 60, """
1|kg|festkochende Kartoffeln
1||Zwiebel|fein gewürfelt
250|ml|heiße Brühe
4|EL|Weißweinessig
1|TL|Senf
5|EL|Sonnenblumenöl
||Salz, Pfeffer, 1 Prise Zucker
½|Bund|Schnittlauch
---
Die Kartoffeln in der Schale etwa 20 Minuten kochen, abgießen, pellen und noch warm in Scheiben schneiden.
Zwiebel in der Brühe kurz aufkochen, Essig, Senf, Salz, Pfeffer und Zucker einrühren.
Die heiße Marinade über die Kartoffeln gießen, vorsichtig mischen und 30 Minuten ziehen lassen.
Zum Schluss das Öl und den Schnittlauch unterheben und abschmecken.
""")

recipe("gulasch", "de", "Rindergulasch", "6|Portionen", 150, """
1|kg|Rindfleisch aus der Wade|in 3 cm großen Würfeln
3|EL|Butterschmalz
750|g|Zwiebeln|gewürfelt
2|EL|Tomatenmark
2|EL|Paprikapulver edelsüß
1|TL|Kümmel|gemahlen
500|ml|Rinderfond
2||Lorbeerblätter
---
Das Fleisch portionsweise im heißen Butterschmalz kräftig anbraten und herausnehmen.
Die Zwiebeln im Bratfett 15 Minuten goldbraun schmoren, dann Tomatenmark und Paprika kurz mitrösten.
Fleisch, Kümmel, Fond und Lorbeer dazugeben und zugedeckt bei kleiner Hitze etwa 2 Stunden schmoren.
Mit Salz und Pfeffer abschmecken und mit Nudeln oder Knödeln servieren.
""")

recipe("zwiebelkuchen", "de", "Zwiebelkuchen", "1|Blech", 120, """
# Für den Hefeteig
300|g|Mehl
½|Würfel|Hefe
150|ml|lauwarme Milch
50|g|Butter|weich
½|TL|Salz
# Für den Belag
1|kg|Zwiebeln|in Streifen
100|g|Speckwürfel
200|g|Schmand
3||Eier
1|TL|Kümmel
---
Die Hefe in der Milch auflösen, mit Mehl, Butter und Salz zu einem glatten Teig kneten und zugedeckt 45 Minuten gehen lassen.
Speck auslassen, die Zwiebeln darin 15 Minuten glasig dünsten und etwas abkühlen lassen.
Schmand und Eier verquirlen, mit Kümmel, Salz und Pfeffer würzen und unter die Zwiebeln mischen.
Den Teig auf einem gefetteten Blech ausrollen, den Belag darauf verteilen und bei 200 °C etwa 35 Minuten backen.
""")

recipe("pfannkuchen", "de", "Omas Pfannkuchen", "8|Stück", 30, """
250|g|Mehl
500|ml|Milch
4||Eier
1|Prise|Salz
1|EL|Zucker
||Butter zum Ausbacken
---
Mehl, Milch, Eier, Salz und Zucker zu einem glatten Teig verrühren und 15 Minuten quellen lassen.
Etwas Butter in einer Pfanne erhitzen, eine kleine Kelle Teig hineingeben und durch Schwenken verteilen.
Jeden Pfannkuchen von beiden Seiten goldbraun backen und warm mit Apfelmus servieren.
""")

recipe("linsensuppe", "de", "Linsensuppe mit Würstchen", "4|Portionen", 55, """
250|g|Tellerlinsen
1||Zwiebel
2||Möhren
1|Stück|Knollensellerie (ca. 150 g)
2||Kartoffeln
1,2|l|Gemüsebrühe
4||Wiener Würstchen
2|EL|Essig
---
Zwiebel, Möhren, Sellerie und Kartoffeln schälen und klein würfeln.
Das Gemüse in etwas Öl andünsten, Linsen und Brühe dazugeben und zugedeckt 40 Minuten köcheln lassen.
Die Würstchen in Scheiben schneiden und 5 Minuten in der Suppe erwärmen. Mit Essig, Salz und Pfeffer abschmecken.
""")

recipe("zimtschnecken", "de", "Zimtschnecken", "12|Stück", 150, """
# Teig
500|g|Mehl
1|Würfel|frische Hefe
250|ml|lauwarme Milch
80|g|Zucker
80|g|weiche Butter
1||Ei
# Füllung
100|g|weiche Butter
100|g|brauner Zucker
2|EL|Zimt
# Guss
100|g|Puderzucker
2|EL|Frischkäse
---
Die Hefe in der Milch auflösen und mit den übrigen Teigzutaten 10 Minuten kneten. Zugedeckt 1 Stunde gehen lassen.
Den Teig zu einem Rechteck von etwa 40 × 30 cm ausrollen, mit Butter bestreichen und mit Zucker und Zimt bestreuen.
Von der langen Seite aufrollen, in 12 Scheiben schneiden und in eine Form setzen. Nochmals 30 Minuten gehen lassen.
Bei 180 °C Umluft 20–25 Minuten backen. Puderzucker und Frischkäse verrühren und die warmen Schnecken damit bestreichen.
""")

# ---------------------------------------------------------------- recipes: French
recipe("quiche", "fr", "Quiche lorraine", "6|personnes", 75, """
# Pour la pâte brisée
200|g|de farine
100|g|de beurre froid|en dés
1||jaune d'œuf
3|c. à soupe|d'eau froide
# Pour l'appareil
200|g|de lardons fumés
3||œufs
20|cl|de crème fraîche épaisse
20|cl|de lait
||noix de muscade, sel, poivre
---
Sabler la farine avec le beurre, ajouter le jaune et l'eau, former une boule et laisser reposer 30 minutes au frais.
Préchauffer le four à 180 °C. Étaler la pâte dans un moule à tarte et la piquer à la fourchette.
Faire revenir les lardons à sec, puis les répartir sur le fond de tarte.
Battre les œufs avec la crème et le lait, assaisonner de muscade, sel et poivre, et verser sur les lardons.
Enfourner pour 35 à 40 minutes, jusqu'à ce que la quiche soit dorée.
""")

recipe("ratatouille", "fr", "Ratatouille provençale", "4|personnes", 80, """
2||aubergines
2||courgettes
2||poivrons (1 rouge, 1 jaune)
4||tomates bien mûres
1||oignon
3||gousses d'ail
6|c. à soupe|d'huile d'olive
1||bouquet garni
---
Couper tous les légumes en cubes de 2 cm et émincer l'oignon et l'ail.
Faire revenir séparément les aubergines, les courgettes et les poivrons dans l'huile d'olive, chacun 5 à 8 minutes.
Dans une cocotte, faire fondre l'oignon, ajouter l'ail, les tomates puis tous les légumes et le bouquet garni.
Couvrir et laisser mijoter 45 minutes à feu doux. Saler, poivrer et servir chaud ou froid.
""")

recipe("crepes", "fr", "Pâte à crêpes", "15|crêpes", 70, """
250|g|de farine
4||œufs
50|cl|de lait
1|pincée|de sel
2|c. à soupe|de sucre
50|g|de beurre fondu
---
Verser la farine dans un saladier, creuser un puits et y casser les œufs.
Mélanger en incorporant le lait petit à petit pour éviter les grumeaux, puis ajouter le sel, le sucre et le beurre fondu.
Laisser reposer la pâte 1 heure à température ambiante.
Cuire les crêpes dans une poêle chaude légèrement beurrée, environ 1 minute de chaque côté.
""")

recipe("gratin", "fr", "Gratin dauphinois", "6|personnes", 90, """
1,2|kg|de pommes de terre à chair ferme
50|cl|de lait entier
25|cl|de crème liquide
2||gousses d'ail
||noix de muscade
20|g|de beurre
---
Préchauffer le four à 160 °C. Éplucher les pommes de terre et les couper en fines rondelles, sans les laver.
Porter à frémissement le lait, la crème et une gousse d'ail écrasée, saler, poivrer et râper un peu de muscade.
Frotter un plat avec l'autre gousse d'ail et le beurrer. Y ranger les pommes de terre et verser le lait chaud dessus.
Enfourner pour 1 h 15, jusqu'à ce que le dessus soit bien doré et que la lame d'un couteau s'enfonce sans résistance.
""")

recipe("mousse-chocolat", "fr", "Mousse au chocolat", "6|ramequins", 20, """
200|g|de chocolat noir à 70 %
6||œufs
1|pincée|de sel
30|g|de sucre
---
Faire fondre le chocolat au bain-marie et le laisser tiédir.
Séparer les blancs des jaunes. Incorporer les jaunes au chocolat.
Monter les blancs en neige ferme avec le sel, en ajoutant le sucre à la fin.
Incorporer délicatement les blancs au chocolat en trois fois, répartir dans des ramequins et réserver au moins 3 heures au réfrigérateur.
""")

recipe("clafoutis", "fr", "Clafoutis aux cerises", "6|parts", 55, """
500|g|de cerises
3||œufs
80|g|de sucre
60|g|de farine
25|cl|de lait
10|cl|de crème
1|sachet|de sucre vanillé
---
Préchauffer le four à 180 °C et beurrer un plat à gratin.
Laver et équeuter les cerises sans les dénoyauter, puis les répartir dans le plat.
Fouetter les œufs avec le sucre, ajouter la farine, puis le lait, la crème et le sucre vanillé.
Verser la pâte sur les cerises et cuire 35 à 40 minutes. Servir tiède.
""")

recipe("poulet-basquaise", "fr", "Poulet basquaise", "4|personnes", 70, """
1||poulet fermier découpé en 8 morceaux
3||poivrons de couleurs différentes
4||tomates
2||oignons
3||gousses d'ail
10|cl|de vin blanc sec
1|c. à café|de piment d'Espelette
3|c. à soupe|d'huile d'olive
---
Faire dorer les morceaux de poulet dans l'huile d'olive, puis les réserver.
Dans la même cocotte, faire revenir les oignons et les poivrons en lanières pendant 10 minutes.
Ajouter l'ail, les tomates concassées, le vin blanc et le piment d'Espelette, puis remettre le poulet.
Couvrir et laisser mijoter 40 minutes. Rectifier l'assaisonnement et servir avec du riz.
""")

# ---------------------------------------------------------------- recipes: Spanish
recipe("tortilla", "es", "Tortilla de patatas", "4|raciones", 45, """
700|g|de patatas
1||cebolla
6||huevos
200|ml|de aceite de oliva virgen extra
||sal
---
Pela las patatas y córtalas en láminas finas. Pica la cebolla.
Fríe las patatas y la cebolla en el aceite a fuego medio durante 20 minutos, sin que lleguen a dorarse. Escúrrelas bien.
Bate los huevos con sal, añade las patatas y deja reposar 5 minutos.
Cuaja la mezcla en una sartén con un poco de aceite, dale la vuelta con ayuda de un plato y termina de cuajar al gusto.
""")

recipe("gazpacho", "es", "Gazpacho andaluz", "6|raciones", 15, """
1|kg|de tomates maduros
1||pimiento verde italiano
½||pepino
1||diente de ajo
50|g|de pan del día anterior
80|ml|de aceite de oliva virgen extra
2|cucharadas|de vinagre de Jerez
||sal
---
Trocea los tomates, el pimiento, el pepino pelado y el ajo.
Tritura todo con el pan remojado, el vinagre y la sal hasta obtener una crema fina.
Añade el aceite poco a poco sin dejar de batir para que emulsione.
Cuela el gazpacho, rectifica de sal y enfríalo en la nevera al menos 2 horas.
""")

recipe("paella-verduras", "es", "Paella de verduras", "4|personas", 50, """
300|g|de arroz bomba
1||pimiento rojo
200|g|de judías verdes planas
1||alcachofa
2||tomates rallados
1||diente de ajo
1|l|de caldo de verduras
||unas hebras de azafrán
1|cucharadita|de pimentón dulce
60|ml|de aceite de oliva
---
Calienta el aceite en la paella y sofríe el pimiento, las judías y la alcachofa troceados durante 8 minutos.
Añade el ajo, el tomate rallado y el pimentón y sofríe 3 minutos más.
Incorpora el arroz, rehógalo un minuto y vierte el caldo caliente con el azafrán.
Cuece a fuego fuerte 10 minutos y luego 8 minutos a fuego suave, sin remover. Deja reposar 5 minutos tapada con un paño.
""")

recipe("lentejas", "es", "Lentejas estofadas", "4|raciones", 60, """
300|g|de lentejas pardinas
1||cebolla
1||zanahoria
1||pimiento verde
2||dientes de ajo
1||chorizo
1|cucharadita|de pimentón de la Vera
1||hoja de laurel
---
Pon las lentejas en una olla con agua fría, el laurel y el chorizo en rodajas.
Pica la cebolla, la zanahoria, el pimiento y el ajo y sofríelos en aceite 10 minutos. Añade el pimentón fuera del fuego.
Incorpora el sofrito a las lentejas y cuece a fuego lento 40 minutos, hasta que estén tiernas. Sala al final.
""")

recipe("flan", "es", "Flan de huevo casero", "6|flanes", 70, """
# Para el caramelo
100|g|de azúcar
2|cucharadas|de agua
# Para el flan
4||huevos
500|ml|de leche entera
100|g|de azúcar
1||rama de canela
||piel de limón
---
Calienta el azúcar con el agua hasta obtener un caramelo dorado y repártelo en las flaneras.
Infusiona la leche con la canela y la piel de limón; deja templar y cuela.
Bate los huevos con el azúcar, añade la leche y reparte en las flaneras.
Hornea al baño maría a 170 °C durante 40 minutos. Deja enfriar y refrigera antes de desmoldar.
""")

recipe("pisto", "es", "Pisto manchego", "4|raciones", 60, """
2||cebollas
2||pimientos verdes
1||pimiento rojo
2||calabacines
800|g|de tomate triturado
1|cucharadita|de azúcar
||aceite de oliva y sal
---
Pica todas las verduras en dados pequeños.
Pocha la cebolla en aceite 10 minutos, añade los pimientos y cocina 10 minutos más.
Incorpora el calabacín y, cuando esté tierno, el tomate y el azúcar.
Deja cocinar a fuego lento 30 minutos, removiendo de vez en cuando. Sirve con un huevo frito.
""")

recipe("arroz-con-leche", "es", "Arroz con leche asturiano", "6|raciones", 75, """
150|g|de arroz redondo
1,5|l|de leche entera
1||rama de canela
||piel de 1 limón
150|g|de azúcar
||canela molida|para decorar
---
Cuece la leche con la canela y la piel de limón. Cuando hierva, añade el arroz.
Cocina a fuego muy suave 1 hora, removiendo a menudo para que no se pegue.
Añade el azúcar y cocina 5 minutos más. Sirve frío, espolvoreado con canela.
""")

# ---------------------------------------------------------------- recipes: Dutch
recipe("boerenkool", "nl", "Boerenkoolstamppot met rookworst", "4|personen", 40, """
1,5|kg|kruimige aardappelen
500|g|gesneden boerenkool
1||rookworst
150|ml|warme melk
30|g|roomboter
||zout en peper
||mosterd|naar smaak
---
Schil de aardappelen, snijd ze in stukken en kook ze 10 minuten in water met zout.
Leg de boerenkool bovenop de aardappelen en kook nog 10 minuten mee. Verwarm intussen de rookworst.
Giet af en stamp alles fijn met de melk en de boter. Breng op smaak met zout, peper en mosterd en serveer met de rookworst.
""")

recipe("erwtensoep", "nl", "Erwtensoep (snert)", "6|personen", 150, """
500|g|spliterwten
2|l|water
1||varkenskarbonade
1||winterpeen
1||prei
½||knolselderij
1||rookworst
---
Spoel de spliterwten af en breng ze met het water en de karbonade aan de kook. Laat 1 uur zachtjes koken.
Snijd de groenten in blokjes, voeg ze toe en laat nog 45 minuten koken tot de soep dik is.
Haal het vlees eruit, snijd het klein en doe het terug met de rookworst in plakjes. Breng op smaak.
""")

recipe("appeltaart", "nl", "Oud-Hollandse appeltaart", "12|punten", 110, """
# Voor het deeg
300|g|zelfrijzend bakmeel
200|g|roomboter
150|g|witte basterdsuiker
1||ei
# Voor de vulling
1,5|kg|goudrenetten
75|g|suiker
2|tl|kaneel
50|g|rozijnen
---
Verwarm de oven voor op 175 °C en vet een springvorm van 24 cm in.
Kneed bloem, boter, suiker en het grootste deel van het ei tot een soepel deeg.
Bekleed de vorm met tweederde van het deeg. Schil de appels, snijd ze in partjes en meng met suiker, kaneel en rozijnen.
Vul de taart, leg reepjes deeg erover, bestrijk met het restant van het ei en bak in 60 minuten goudbruin.
""")

recipe("poffertjes", "nl", "Poffertjes", "4|personen", 75, """
250|g|boekweitmeel
250|g|tarwebloem
7|g|gedroogde gist
2||eieren
500|ml|lauwwarme melk
||roomboter en poedersuiker
---
Meng beide soorten meel met de gist, voeg de eieren en de melk toe en klop tot een glad beslag.
Laat het beslag afgedekt 1 uur rijzen op een warme plek.
Vet de poffertjespan in, vul de kuiltjes en keer de poffertjes zodra de onderkant gaar is.
Serveer met een klontje boter en veel poedersuiker.
""")

# ---------------------------------------------------------------- recipes: Italian
recipe("carbonara", "it", "Spaghetti alla carbonara", "4|persone", 20, """
320|g|di spaghetti
150|g|di guanciale
4||tuorli
1||uovo intero
50|g|di pecorino romano grattugiato
||pepe nero macinato al momento
---
Taglia il guanciale a listarelle e rosolalo in padella senza olio finché diventa croccante.
Sbatti i tuorli e l'uovo con il pecorino e abbondante pepe.
Cuoci gli spaghetti in acqua salata, scolali al dente e versali nella padella con il guanciale, fuori dal fuoco.
Aggiungi la crema di uova e un po' di acqua di cottura, mescolando velocemente finché diventa cremosa.
""")

recipe("tiramisu", "it", "Tiramisù classico", "8|porzioni", 30, """
500|g|di mascarpone
4||uova freschissime
100|g|di zucchero
300|g|di savoiardi
300|ml|di caffè espresso|freddo
||cacao amaro in polvere
---
Separa i tuorli dagli albumi. Monta i tuorli con lo zucchero finché sono chiari e spumosi, poi incorpora il mascarpone.
Monta gli albumi a neve e uniscili delicatamente alla crema.
Inzuppa velocemente i savoiardi nel caffè e disponili in una pirofila. Copri con metà della crema e ripeti.
Spolvera di cacao e lascia in frigorifero per almeno 4 ore.
""")

recipe("risotto-milanese", "it", "Risotto alla milanese", "4|persone", 35, """
320|g|di riso Carnaroli
1|l|di brodo di carne
1||bustina di zafferano
½||cipolla
60|g|di burro
50|g|di Parmigiano Reggiano grattugiato
100|ml|di vino bianco secco
---
Trita la cipolla e falla appassire in metà del burro.
Tosta il riso per 2 minuti, sfuma con il vino e aggiungi il brodo caldo un mestolo alla volta.
A metà cottura unisci lo zafferano sciolto in poco brodo.
Dopo 18 minuti togli dal fuoco e manteca con il burro rimasto e il Parmigiano.
""")

recipe("minestrone-it", "it", "Minestrone di verdure", "6|persone", 70, """
2||carote
2||coste di sedano
1||cipolla
2||zucchine
2||patate
200|g|di fagioli borlotti lessati
100|g|di piselli
1,5|l|di brodo vegetale
||olio extravergine d'oliva
---
Taglia tutte le verdure a cubetti.
Soffriggi cipolla, carota e sedano nell'olio per 10 minuti.
Aggiungi le altre verdure e il brodo e cuoci a fuoco basso per 45 minuti.
Unisci i fagioli e i piselli negli ultimi 10 minuti e servi con un filo d'olio a crudo.
""")

recipe("panna-cotta", "it", "Panna cotta ai frutti di bosco", "6|porzioni", 30, """
# Per la panna cotta
500|ml|di panna fresca
80|g|di zucchero
1||baccello di vaniglia
8|g|di gelatina in fogli
# Per la salsa
250|g|di frutti di bosco
40|g|di zucchero a velo
---
Ammolla la gelatina in acqua fredda per 10 minuti.
Scalda la panna con lo zucchero e i semi di vaniglia senza farla bollire, poi scioglici la gelatina strizzata.
Versa negli stampini e lascia rassodare in frigorifero per almeno 4 ore.
Frulla i frutti di bosco con lo zucchero a velo e servi la salsa sulla panna cotta sformata.
""")

# ---------------------------------------------------------------- words and chrome, per language
L = {
    "en": dict(
        ing=["Ingredients", "Ingredients", "Ingredients", "What you'll need", "Ingredients"],
        method=["Method", "Directions", "Instructions", "Preparation", "Method"],
        yield_label="Serves", makes="Makes", total="Total time", prep="Prep time", cook="Cook time",
        jump="Jump to Recipe", print_="Print Recipe", pin="Pin Recipe", by="By", comments="Comments",
        leave="Leave a Reply", reply="Reply", notes="Notes", equipment="Equipment",
        nutrition="Nutrition", related="You might also like", popular="Popular recipes",
        categories="Categories", search="Search this website", home="Home", recipes="Recipes",
        nav=["Home", "Recipes", "Baking", "Dinner", "Vegetarian", "About", "Shop", "Contact"],
        cats=["Breakfast", "Baking", "Dinner", "Desserts", "Salads", "Soups", "Vegetarian", "Quick & Easy"],
        cookie=("We use cookies to give you the best experience on our website. By continuing you agree to our use of cookies.",
                "Accept all", "Manage preferences"),
        newsletter=("Never miss a recipe", "Get new recipes, seasonal menus and my five favourite kitchen tricks straight to your inbox every Friday.",
                    "Subscribe", "Your email address"),
        footer=["Privacy Policy", "Terms of Use", "Accessibility", "Work with me", "Media kit"],
        rights="All rights reserved.",
        story=[
            "There are recipes you cook once and forget, and there are recipes that quietly become part of the family.",
            "This one has been on repeat in our kitchen for years now, through school runs, birthdays and one memorable power cut.",
            "I first made it on a rainy Sunday when the cupboards were nearly bare, and it turned out better than anything I'd planned.",
            "My kids ask for it every week, which, if you have fussy eaters at home, you'll know is the highest praise there is.",
            "The trick, as with most simple food, is patience: give each step the time it needs and don't rush the browning.",
            "I've tested this more times than I'd like to admit, tweaking the quantities until it came out right every time.",
            "If you're new to cooking, don't be put off by the length of this post; the recipe itself is straightforward.",
            "Below you'll find all my tips, a few swaps that work well, and answers to the questions readers ask most often.",
            "We ate it on the terrace last summer with friends, a bottle of something cold and far too much bread.",
            "It keeps well, so I often make a double batch and tuck half away for a busy evening later in the week.",
            "My grandmother would have made this without weighing a thing, but I've written everything down so you don't have to guess.",
            "Scroll down for the printable card, or read on for the story behind it and some step-by-step photos.",
            "Every oven is different, so keep an eye on things towards the end of the cooking time.",
            "I like to serve it with a simple green salad, but it's just as good on its own.",
            "Shopping for this is easy: most of what you need is probably already in your cupboard.",
        ],
        comment_people=["Sarah M.", "Jen", "David Kowalski", "Priya", "Tom B.", "Linda", "Mark from Ohio", "Chloe"],
        comment_texts=[
            "Made this last night and the whole family loved it. Will definitely be making it again!",
            "Can I make this ahead and freeze it? Thanks for another great recipe.",
            "I didn't have everything so I made a few changes:",
            "Five stars. I've made it three times now and it's perfect every time.",
            "Mine took a little longer in the oven, but it was delicious.",
            "My notes for next time:",
        ],
        comment_lists=[["a little less sugar", "an extra pinch of salt", "15 minutes longer in the oven"],
                       ["doubled the garlic", "used oat milk instead of dairy", "served it with rice"]],
        faq=[("Can I swap any of the ingredients?", "Yes, within reason. See my notes above for the swaps I've tested."),
             ("How long does it keep?", "Up to three days in an airtight container in the fridge."),
             ("Can I freeze it?", "Yes. Freeze in portions for up to three months and thaw overnight in the fridge.")],
        tips=["Read the recipe through once before you start.", "Weigh your ingredients if you can; it makes a real difference.",
              "Leftovers are even better the next day."],
        not_found="Page not found",
    ),
    "de": dict(
        ing=["Zutaten", "Zutaten", "Zutaten für 4 Personen", "Das brauchst du", "Zutaten"],
        method=["Zubereitung", "Anleitung", "Zubereitung", "So geht's", "Zubereitung"],
        yield_label="Portionen", makes="Ergibt", total="Gesamtzeit", prep="Vorbereitungszeit", cook="Kochzeit",
        jump="Zum Rezept springen", print_="Rezept drucken", pin="Merken", by="Von", comments="Kommentare",
        leave="Schreibe einen Kommentar", reply="Antworten", notes="Notizen", equipment="Küchenutensilien",
        nutrition="Nährwerte", related="Das könnte dir auch gefallen", popular="Beliebte Rezepte",
        categories="Kategorien", search="Suche", home="Startseite", recipes="Rezepte",
        nav=["Startseite", "Rezepte", "Backen", "Hauptgerichte", "Vegetarisch", "Über mich", "Kontakt"],
        cats=["Frühstück", "Kuchen & Torten", "Hauptgerichte", "Suppen", "Salate", "Desserts", "Brot"],
        cookie=("Wir verwenden Cookies, um Inhalte zu personalisieren und die Zugriffe auf unsere Website zu analysieren. Mit „Alle akzeptieren“ stimmen Sie der Verwendung zu.",
                "Alle akzeptieren", "Einstellungen"),
        newsletter=("Kein Rezept mehr verpassen", "Melde dich für meinen Newsletter an und bekomme jeden Sonntag neue Rezepte und saisonale Wochenpläne.",
                    "Anmelden", "Deine E-Mail-Adresse"),
        footer=["Impressum", "Datenschutz", "Kontakt", "Kooperationen"],
        rights="Alle Rechte vorbehalten.",
        story=[
            "Manche Rezepte begleiten einen ein ganzes Leben lang, und dieses gehört bei uns ganz sicher dazu.",
            "Schon meine Oma hat es jeden Herbst gemacht, wenn die Tage kürzer wurden und es draußen nach Regen roch.",
            "Ich habe das Rezept ein wenig modernisiert, aber das Wichtigste ist geblieben: ehrliche Zutaten und etwas Geduld.",
            "Bei uns gibt es das mindestens einmal im Monat, und die Kinder freuen sich jedes Mal darauf.",
            "Wenn du wenig Zeit hast, kannst du einiges schon am Vortag vorbereiten.",
            "Ich habe es inzwischen so oft gekocht, dass ich es fast im Schlaf kann.",
            "Unten findest du das komplette Rezept zum Ausdrucken und noch ein paar Tipps aus meiner Küche.",
            "Am Wochenende haben wir es mit Freunden im Garten gegessen, und es blieb kein Krümel übrig.",
            "Jeder Backofen ist anders, behalte also gegen Ende der Garzeit alles gut im Auge.",
            "Die Zutaten bekommst du in jedem Supermarkt, das meiste hast du vermutlich sowieso zu Hause.",
            "Falls du Fragen hast, schreib mir gerne unten in die Kommentare.",
        ],
        comment_people=["Petra", "Jürgen K.", "Annika", "Sabine aus Köln", "Martin"],
        comment_texts=[
            "Super lecker, hat allen geschmeckt! Gibt es bald wieder.",
            "Kann man das auch einfrieren? Danke für das tolle Rezept!",
            "Ich habe ein paar Kleinigkeiten geändert:",
            "Genau wie bei meiner Oma. Vielen Dank!",
        ],
        comment_lists=[["etwas weniger Zucker", "eine Prise Muskat dazu", "10 Minuten länger gebacken"],
                       ["Dinkelmehl statt Weizenmehl", "Hafermilch statt Kuhmilch"]],
        faq=[("Kann ich die Zutaten austauschen?", "Ja, die meisten. Meine getesteten Varianten findest du oben."),
             ("Wie lange hält es sich?", "Gut verpackt im Kühlschrank etwa drei Tage.")],
        tips=["Alle Zutaten sollten Zimmertemperatur haben.", "Reste schmecken am nächsten Tag oft noch besser."],
        not_found="Seite nicht gefunden",
    ),
    "fr": dict(
        ing=["Ingrédients", "Ingrédients", "Ingrédients pour 4 personnes", "Ingrédients", "Les ingrédients"],
        method=["Préparation", "Préparation", "Instructions", "Étapes de la recette", "La préparation"],
        yield_label="Portions", makes="Pour", total="Temps total", prep="Préparation", cook="Cuisson",
        jump="Aller à la recette", print_="Imprimer la recette", pin="Épingler", by="Par", comments="Commentaires",
        leave="Laisser un commentaire", reply="Répondre", notes="Notes", equipment="Matériel",
        nutrition="Valeurs nutritionnelles", related="Vous aimerez aussi", popular="Recettes populaires",
        categories="Catégories", search="Rechercher", home="Accueil", recipes="Recettes",
        nav=["Accueil", "Recettes", "Desserts", "Plats", "Apéritif", "À propos", "Contact"],
        cats=["Entrées", "Plats", "Desserts", "Gâteaux", "Soupes", "Cuisine du monde", "Végétarien"],
        cookie=("Nous utilisons des cookies pour améliorer votre expérience et mesurer l'audience de notre site. Vous pouvez accepter ou paramétrer vos choix.",
                "Tout accepter", "Paramétrer"),
        newsletter=("Recevez nos recettes", "Une recette de saison chaque mardi dans votre boîte mail, et rien d'autre.",
                    "Je m'inscris", "Votre adresse e-mail"),
        footer=["Mentions légales", "Politique de confidentialité", "Contact", "Plan du site"],
        rights="Tous droits réservés.",
        story=[
            "C'est une recette que je tiens de ma grand-mère, qui la préparait tous les dimanches.",
            "À la maison, elle fait toujours l'unanimité, des plus petits aux plus grands.",
            "Le secret, comme souvent, c'est de prendre son temps et de choisir de bons produits.",
            "Je l'ai refaite des dizaines de fois pour trouver les bonnes proportions, et je crois que celle-ci est la bonne.",
            "Elle se prépare facilement à l'avance, ce qui est bien pratique quand on reçoit.",
            "Vous trouverez la fiche recette complète plus bas, avec quelques astuces pour la réussir à coup sûr.",
            "L'été dernier, nous l'avons dégustée en terrasse avec des amis, et il n'en est rien resté.",
            "Chaque four est différent : surveillez bien la fin de la cuisson.",
            "N'hésitez pas à me laisser un commentaire si vous la testez !",
            "On trouve tous les ingrédients au marché ou au supermarché du coin.",
        ],
        comment_people=["Marie", "Jean-Pierre", "Sophie L.", "Camille", "Nathalie"],
        comment_texts=[
            "Recette testée ce week-end, un vrai succès ! Merci beaucoup.",
            "Peut-on la préparer la veille ? Merci pour vos recettes toujours réussies.",
            "J'ai fait quelques petites modifications :",
            "Parfait, exactement comme chez ma grand-mère.",
        ],
        comment_lists=[["un peu moins de sucre", "une pincée de fleur de sel", "10 minutes de cuisson en plus"],
                       ["du lait d'amande à la place du lait", "un peu de cannelle"]],
        faq=[("Peut-on remplacer certains ingrédients ?", "Oui, voici mes variantes testées plus haut."),
             ("Combien de temps se conserve-t-elle ?", "Trois jours au réfrigérateur, dans une boîte hermétique.")],
        tips=["Sortez les ingrédients du réfrigérateur une heure avant.", "Utilisez des produits de saison."],
        not_found="Page introuvable",
    ),
    "es": dict(
        ing=["Ingredientes", "Ingredientes", "Ingredientes para 4 personas", "Ingredientes", "Los ingredientes"],
        method=["Preparación", "Elaboración", "Preparación", "Modo de preparación", "Elaboración"],
        yield_label="Raciones", makes="Para", total="Tiempo total", prep="Preparación", cook="Cocción",
        jump="Ir a la receta", print_="Imprimir receta", pin="Guardar", by="Por", comments="Comentarios",
        leave="Deja un comentario", reply="Responder", notes="Notas", equipment="Utensilios",
        nutrition="Información nutricional", related="También te puede gustar", popular="Recetas populares",
        categories="Categorías", search="Buscar", home="Inicio", recipes="Recetas",
        nav=["Inicio", "Recetas", "Postres", "Arroces", "Legumbres", "Sobre mí", "Contacto"],
        cats=["Entrantes", "Arroces", "Legumbres", "Postres", "Sopas y cremas", "Tapas", "Vegetariano"],
        cookie=("Utilizamos cookies propias y de terceros para mejorar nuestros servicios y mostrarte publicidad relacionada con tus preferencias.",
                "Aceptar", "Configurar"),
        newsletter=("Suscríbete", "Recibe cada semana nuevas recetas caseras directamente en tu correo.",
                    "Suscribirme", "Tu correo electrónico"),
        footer=["Aviso legal", "Política de privacidad", "Política de cookies", "Contacto"],
        rights="Todos los derechos reservados.",
        story=[
            "Esta receta es de las de toda la vida, de las que se hacían en casa de mi abuela los domingos.",
            "En casa nos encanta y siempre que la preparo no sobra nada.",
            "El truco está en no tener prisa y en usar ingredientes de buena calidad.",
            "La he hecho muchísimas veces hasta dar con las cantidades exactas.",
            "Se puede preparar con antelación, lo que es muy práctico si tienes invitados.",
            "Más abajo tienes la receta completa y algunos consejos para que te salga perfecta.",
            "El verano pasado la preparamos para una comida con amigos y fue todo un éxito.",
            "Cada horno es un mundo, así que vigila bien los últimos minutos.",
            "Si la preparas, no olvides contarme qué tal en los comentarios.",
        ],
        comment_people=["Carmen", "José Luis", "Lucía", "Pilar G.", "Andrés"],
        comment_texts=[
            "¡Me ha salido buenísima! Gracias por la receta.",
            "¿Se puede congelar? Muchas gracias.",
            "Yo le hice algunos cambios:",
            "Como la de mi madre, perfecta.",
        ],
        comment_lists=[["un poco menos de aceite", "una pizca de comino"], ["cebolla caramelizada", "un huevo más"]],
        faq=[("¿Puedo cambiar algún ingrediente?", "Sí, arriba te cuento las variantes que he probado."),
             ("¿Cuánto tiempo se conserva?", "Hasta tres días en la nevera en un recipiente hermético.")],
        tips=["Usa siempre aceite de oliva virgen extra.", "Al día siguiente está todavía más rica."],
        not_found="Página no encontrada",
    ),
    "nl": dict(
        ing=["Ingrediënten", "Ingrediënten", "Ingrediënten voor 4 personen", "Wat heb je nodig", "Ingrediënten"],
        method=["Bereiding", "Werkwijze", "Bereiding", "Bereidingswijze", "Zo maak je het"],
        yield_label="Porties", makes="Voor", total="Totale tijd", prep="Voorbereiding", cook="Kooktijd",
        jump="Naar het recept", print_="Recept printen", pin="Bewaren", by="Door", comments="Reacties",
        leave="Laat een reactie achter", reply="Beantwoorden", notes="Tips", equipment="Benodigdheden",
        nutrition="Voedingswaarde", related="Dit vind je misschien ook lekker", popular="Populaire recepten",
        categories="Categorieën", search="Zoeken", home="Home", recipes="Recepten",
        nav=["Home", "Recepten", "Hoofdgerechten", "Bakken", "Vegetarisch", "Over mij", "Contact"],
        cats=["Ontbijt", "Soepen", "Hoofdgerechten", "Bakken", "Desserts", "Hollandse pot"],
        cookie=("Wij gebruiken cookies om onze website te verbeteren en om advertenties te tonen die bij je passen.",
                "Akkoord", "Instellingen"),
        newsletter=("Schrijf je in voor de nieuwsbrief", "Elke week nieuwe recepten en handige keukentips in je mailbox.",
                    "Inschrijven", "Je e-mailadres"),
        footer=["Privacybeleid", "Cookiebeleid", "Disclaimer", "Contact"],
        rights="Alle rechten voorbehouden.",
        story=[
            "Dit is echt een recept van vroeger, zoals mijn moeder het altijd maakte.",
            "Als het buiten koud en nat is, is er niets lekkerder dan dit.",
            "Het geheim zit hem in goede ingrediënten en een beetje geduld.",
            "Ik heb het recept vaak getest tot de verhoudingen precies goed waren.",
            "Je kunt het prima een dag van tevoren maken.",
            "Onderaan vind je het volledige recept en een paar tips.",
            "Laat vooral een reactie achter als je het hebt gemaakt!",
        ],
        comment_people=["Ingrid", "Pieter", "Femke", "Joost"],
        comment_texts=["Heerlijk! Precies zoals bij mijn oma.", "Kun je dit ook invriezen?", "Ik heb een paar dingen aangepast:"],
        comment_lists=[["iets minder zout", "extra spekjes"], ["halfvolle melk", "een snufje nootmuskaat"]],
        faq=[("Kan ik ingrediënten vervangen?", "Ja, zie mijn tips hierboven.")],
        tips=["Gebruik kruimige aardappelen voor het beste resultaat."],
        not_found="Pagina niet gevonden",
    ),
    "it": dict(
        ing=["Ingredienti", "Ingredienti", "Ingredienti per 4 persone", "Ingredienti", "Gli ingredienti"],
        method=["Preparazione", "Procedimento", "Preparazione", "Come preparare", "Procedimento"],
        yield_label="Porzioni", makes="Dosi per", total="Tempo totale", prep="Preparazione", cook="Cottura",
        jump="Vai alla ricetta", print_="Stampa la ricetta", pin="Salva", by="Di", comments="Commenti",
        leave="Lascia un commento", reply="Rispondi", notes="Note", equipment="Attrezzatura",
        nutrition="Valori nutrizionali", related="Potrebbe interessarti anche", popular="Ricette più lette",
        categories="Categorie", search="Cerca", home="Home", recipes="Ricette",
        nav=["Home", "Ricette", "Primi piatti", "Secondi", "Dolci", "Chi sono", "Contatti"],
        cats=["Antipasti", "Primi piatti", "Secondi piatti", "Contorni", "Dolci", "Lievitati"],
        cookie=("Questo sito utilizza cookie tecnici e, previo tuo consenso, cookie di profilazione. Chiudendo questo banner acconsenti all'uso dei cookie.",
                "Accetta", "Personalizza"),
        newsletter=("Iscriviti alla newsletter", "Ricevi ogni settimana le nuove ricette direttamente nella tua casella di posta.",
                    "Iscriviti", "La tua email"),
        footer=["Privacy policy", "Cookie policy", "Contatti", "P. IVA 01234567890"],
        rights="Tutti i diritti riservati.",
        story=[
            "Questa è una di quelle ricette che in casa nostra non mancano mai.",
            "La preparava sempre mia nonna la domenica, e il profumo riempiva tutta la casa.",
            "Il segreto è usare ingredienti di qualità e non avere fretta.",
            "L'ho rifatta tantissime volte prima di trovare le dosi giuste.",
            "Si può preparare anche in anticipo, ed è perfetta quando si hanno ospiti.",
            "Qui sotto trovi la ricetta completa con tutti i miei consigli.",
            "Se la provi, fammi sapere nei commenti come è venuta!",
        ],
        comment_people=["Giulia", "Marco", "Francesca R.", "Luca"],
        comment_texts=["Buonissima, rifatta già due volte!", "Si può congelare?", "Io ho cambiato qualcosa:"],
        comment_lists=[["meno zucchero", "un pizzico di cannella"], ["pecorino e parmigiano metà e metà"]],
        faq=[("Posso sostituire qualche ingrediente?", "Sì, trovi le varianti nei consigli qui sopra.")],
        tips=["Usa uova freschissime.", "Il giorno dopo è ancora più buona."],
        not_found="Pagina non trovata",
    ),
}

HTML_LANG = {"en": ["en", "en-US", "en-GB"], "de": ["de", "de-DE"], "fr": ["fr", "fr-FR"],
             "es": ["es", "es-ES"], "nl": ["nl", "nl-NL"], "it": ["it", "it-IT"]}


def fmt_minutes(m, lang, style=0):
    """A total time as sites write it."""
    h, mm = divmod(m, 60)
    if lang == "en":
        if style == 0:
            parts = []
            if h:
                parts.append("%d hour%s" % (h, "" if h == 1 else "s"))
            if mm:
                parts.append("%d minute%s" % (mm, "" if mm == 1 else "s"))
            return " ".join(parts)
        if style == 1:
            parts = []
            if h:
                parts.append("%d hr%s" % (h, "" if h == 1 else "s"))
            if mm:
                parts.append("%d min%s" % (mm, "" if mm == 1 else "s"))
            return " ".join(parts)
        return "%d minutes" % m
    units = {"de": ("Std.", "Min."), "fr": ("h", "min"), "es": ("h", "min"), "nl": ("uur", "min."),
             "it": ("h", "min")}[lang]
    if style == 2 or not h:
        return "%d %s" % (m, {"de": "Minuten", "fr": "minutes", "es": "minutos", "nl": "minuten", "it": "minuti"}[lang])
    return ("%d %s %d %s" % (h, units[0], mm, units[1])) if mm else "%d %s" % (h, units[0])


def iso_minutes(m):
    h, mm = divmod(m, 60)
    return "PT" + ("%dH" % h if h else "") + ("%dM" % mm if mm or not h else "")

for _lg in L:
    L[_lg]["yield_label"] = "Yield" if _lg == "en" else L[_lg]["makes"]

# ---------------------------------------------------------------- page chrome
SITES = {}


def pick(seq):
    return seq[R.randrange(len(seq))]


def sentences(lang, k):
    pool = L[lang]["story"]
    idx = R.sample(range(len(pool)), min(k, len(pool)))
    return " ".join(pool[i] for i in idx)


def story_html(lang, paragraphs, name=None, mode="plain", figure=True, tag="p", cls=None):
    out = []
    c = ' class="%s"' % cls if cls else ""
    for i in range(paragraphs):
        text = sentences(lang, R.randint(2, 4))
        if i == 0 and name:
            text = {"en": "Today I'm sharing my %s. ", "de": "Heute gibt es %s. ",
                    "fr": "Aujourd'hui, je vous partage ma recette de %s. ", "es": "Hoy os traigo %s. ",
                    "nl": "Vandaag deel ik mijn recept voor %s. ", "it": "Oggi vi racconto la mia ricetta: %s. "}[lang] % name + text
        out.append("<%s%s>%s</%s>" % (tag, c, esc(text, mode), tag))
        if figure and i == 1:
            out.append('<figure class="wp-block-image size-large"><img loading="lazy" width="1200" height="800" '
                       'src="https://images.example/uploads/%s-step-%d.jpg" alt="%s"><figcaption>%s</figcaption></figure>'
                       % (slug(name or "photo"), i, attr(name or ""), esc(sentences(lang, 1), mode)))
    return "\n".join(out)


def cookie_banner(lang, style=0):
    t, a, m = L[lang]["cookie"]
    if style == 0:
        return ('<div id="cookie-notice" role="dialog" aria-label="Cookie Notice" class="cookie-notice-hidden">'
                '<div class="cookie-notice-container"><span id="cn-notice-text" class="cn-text-container">%s</span>'
                '<span id="cn-notice-buttons" class="cn-buttons-container"><a href="#" id="cn-accept-cookie" class="cn-set-cookie cn-button">%s</a>'
                '<a href="#" id="cn-more-info" class="cn-more-info cn-button">%s</a></span></div></div>' % (esc(t), esc(a), esc(m)))
    if style == 1:
        return ('<div class="cky-consent-container cky-banner-bottom" tabindex="0">\n  <div class="cky-consent-bar">\n'
                '    <div class="cky-notice"><p class="cky-title">Cookies</p><div class="cky-notice-des"><p>%s</p></div>\n'
                '    <div class="cky-notice-btn-wrapper"><button class="cky-btn cky-btn-customize">%s</button>'
                '<button class="cky-btn cky-btn-accept">%s</button></div></div>\n  </div>\n</div>' % (esc(t), esc(m), esc(a)))
    return ('<div class="cmplz-cookiebanner cmplz-hidden banner-1 optin cmplz-bottom-right" aria-modal="true" role="dialog">'
            '<div class="cmplz-header"><div class="cmplz-title">Cookies</div></div>'
            '<div class="cmplz-body"><div class="cmplz-message">%s</div></div>'
            '<div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">%s</button>'
            '<button class="cmplz-btn cmplz-view-preferences">%s</button></div></div>' % (esc(t), esc(a), esc(m)))


def nav_html(lang, site, style=0):
    items = L[lang]["nav"]
    if style == 0:
        lis = "".join('<li class="menu-item menu-item-type-custom"><a href="/%s/">%s</a></li>' % (slug(i), esc(i)) for i in items)
        return ('<header id="masthead" class="site-header" role="banner"><div class="site-branding"><p class="site-title">'
                '<a href="/" rel="home">%s</a></p></div><nav id="site-navigation" class="main-navigation" aria-label="Primary">'
                '<button class="menu-toggle" aria-controls="primary-menu" aria-expanded="false">Menu</button>'
                '<ul id="primary-menu" class="menu">%s</ul></nav></header>' % (esc(site), lis))
    if style == 1:
        lis = "\n".join('      <li><a href="/%s">%s</a></li>' % (slug(i), esc(i)) for i in items)
        return ('<header class="header">\n  <a class="logo" href="/"><img src="/img/logo.svg" alt="%s" width="180" height="40"></a>\n'
                '  <nav>\n    <ul class="nav">\n%s\n    </ul>\n  </nav>\n  <form class="search" action="/search"><input type="search" name="q" placeholder="%s"></form>\n</header>'
                % (attr(site), lis, attr(L[lang]["search"])))
    lis = "".join('<a class="nav-link" href="/%s">%s</a>' % (slug(i), esc(i)) for i in items)
    return '<div class="topbar"><div class="container"><a class="brand" href="/">%s</a><div class="nav-links">%s</div></div></div>' % (esc(site), lis)


def comments_html(lang, n=3, style=0, heading_tag="h2"):
    W = L[lang]
    out = []
    for i in range(n):
        who = W["comment_people"][(i + R.randrange(3)) % len(W["comment_people"])]
        ti = R.randrange(len(W["comment_texts"]))
        text = W["comment_texts"][ti]
        body = "<p>%s</p>" % esc(text)
        if text.endswith(":"):
            lst = pick(W["comment_lists"])
            body += "<ul>" + "".join("<li>%s</li>" % esc(x) for x in lst) + "</ul>"
        if style == 0:
            out.append('<li id="comment-%d" class="comment even thread-even depth-1"><article id="div-comment-%d" class="comment-body">'
                       '<footer class="comment-meta"><div class="comment-author vcard"><b class="fn">%s</b> <span class="says">says:</span></div>'
                       '<div class="comment-metadata"><a href="#comment-%d"><time datetime="2023-0%d-1%dT18:22:00+00:00">2023</time></a></div></footer>'
                       '<div class="comment-content">%s</div><div class="reply"><a rel="nofollow" class="comment-reply-link" href="#comment-%d">%s</a></div></article></li>'
                       % (4100 + i, 4100 + i, esc(who), 4100 + i, i + 1, i, body, 4100 + i, esc(W["reply"])))
        else:
            out.append('<div class="comment" id="c%d"><div class="comment-header"><strong>%s</strong> <span class="date">%d.0%d.2023</span></div>'
                       '<div class="comment-text">%s</div></div>' % (i, esc(who), 10 + i, i + 1, body))
    if style == 0:
        return ('<div id="comments" class="comments-area"><%s class="comments-title">%d %s</%s><ol class="comment-list">%s</ol>'
                '<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">%s</h3>'
                '<form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form"><p class="comment-form-comment">'
                '<textarea id="comment" name="comment" cols="45" rows="8" required></textarea></p><p class="form-submit">'
                '<input name="submit" type="submit" id="submit" class="submit" value="Post"></p></form></div></div>'
                % (heading_tag, n, esc(W["comments"]), heading_tag, "".join(out), esc(W["leave"])))
    return '<section class="comments"><%s>%s (%d)</%s>%s</section>' % (heading_tag, esc(W["comments"]), n, heading_tag, "".join(out))


def other_titles(lang, exclude, k=4):
    names = [r.name for r in RECIPES.values() if r.lang == lang and r.name != exclude]
    return R.sample(names, min(k, len(names)))


def related_html(lang, exclude, style=0, k=4):
    W = L[lang]
    titles = other_titles(lang, exclude, k)
    if style == 0:
        items = "".join('<li class="related-post"><a href="/%s/"><img src="https://images.example/%s-300x300.jpg" alt="" width="150" height="150">'
                        '<span class="related-title">%s</span></a></li>' % (slug(t), slug(t), esc(t)) for t in titles)
        return '<div class="related-posts"><h3 class="related-posts-title">%s</h3><ul>%s</ul></div>' % (esc(W["related"]), items)
    items = "".join('<article class="card"><a href="/%s"><h4 class="card-title">%s</h4></a></article>' % (slug(t), esc(t)) for t in titles)
    return '<section class="more-recipes"><h2>%s</h2><div class="cards">%s</div></section>' % (esc(W["related"]), items)


def sidebar_html(lang, exclude, style=0):
    W = L[lang]
    pop = "".join('<li><a href="/%s/">%s</a></li>' % (slug(t), esc(t)) for t in other_titles(lang, exclude, 5))
    cats = "".join('<li class="cat-item"><a href="/category/%s/">%s</a> (%d)</li>' % (slug(c), esc(c), 10 + i * 7)
                   for i, c in enumerate(W["cats"]))
    if style == 0:
        return ('<aside id="secondary" class="widget-area sidebar" role="complementary">'
                '<section id="search-2" class="widget widget_search"><form role="search" method="get" class="search-form" action="/">'
                '<input type="search" class="search-field" placeholder="%s" name="s"></form></section>'
                '<section id="recent-posts-2" class="widget widget_recent_entries"><h2 class="widget-title">%s</h2><ul>%s</ul></section>'
                '<section id="categories-2" class="widget widget_categories"><h2 class="widget-title">%s</h2><ul>%s</ul></section></aside>'
                % (attr(W["search"]), esc(W["popular"]), pop, esc(W["categories"]), cats))
    return ('<aside class="sidebar">\n<div class="box"><h3>%s</h3><ol class="popular">%s</ol></div>\n'
            '<div class="box"><h3>%s</h3><ul>%s</ul></div>\n</aside>' % (esc(W["popular"]), pop, esc(W["categories"]), cats))


def newsletter_html(lang, style=0):
    h, t, b, p = L[lang]["newsletter"]
    if style == 0:
        return ('<div class="newsletter-box"><h3>%s</h3><p>%s</p><form class="newsletter-form" action="/subscribe" method="post">'
                '<input type="email" name="email" placeholder="%s"><button type="submit">%s</button></form></div>' % (esc(h), esc(t), attr(p), esc(b)))
    return ('<section class="enews-widget"><div class="enews"><h4 class="widgettitle">%s</h4><p>%s</p>'
            '<ul class="perks"><li>✓ %s</li><li>✓ %s</li></ul>'
            '<form id="subscribeenews-ext-2" action="https://list.example/subscribe" method="post"><input type="email" value="" id="subbox" placeholder="%s" name="EMAIL" required>'
            '<input type="submit" value="%s" id="subbutton"></form></div></section>' % (esc(h), esc(t), esc(L[lang]["cats"][0]), esc(L[lang]["cats"][1]), attr(p), attr(b)))


def footer_html(lang, site, style=0):
    W = L[lang]
    links = "".join('<li><a href="/%s/">%s</a></li>' % (slug(x), esc(x)) for x in W["footer"])
    if style == 0:
        return ('<footer id="colophon" class="site-footer"><div class="footer-widgets"><ul class="footer-menu">%s</ul></div>'
                '<div class="site-info">&copy; 2024 %s. %s</div></footer>' % (links, esc(site), esc(W["rights"])))
    return '<footer class="footer">\n  <ul class="footer-links">%s</ul>\n  <p class="copyright">© 2024 %s · %s</p>\n</footer>' % (links, esc(site), esc(W["rights"]))


def faq_html(lang, htag="h2", qtag="h3"):
    W = L[lang]
    out = ['<%s id="faq">FAQ</%s>' % (htag, htag)]
    for q, a in W["faq"]:
        out.append("<%s>%s</%s><p>%s</p>" % (qtag, esc(q), qtag, esc(a)))
    return "\n".join(out)


def tips_html(lang, htag="h2"):
    W = L[lang]
    return "<%s>%s</%s>\n<ul>%s</ul>" % (htag, esc(W["notes"]), htag, "".join("<li>%s</li>" % esc(t) for t in W["tips"]))


def yoast_graph(url, title, lang, site):
    g = {"@context": "https://schema.org", "@graph": [
        {"@type": "Article", "@id": url + "#article", "isPartOf": {"@id": url},
         "author": {"name": "Editor", "@id": url + "#author"}, "headline": title,
         "datePublished": "2023-03-14T08:00:00+00:00", "mainEntityOfPage": {"@id": url},
         "inLanguage": HTML_LANG[lang][-1]},
        {"@type": "WebPage", "@id": url, "url": url, "name": title + " - " + site,
         "isPartOf": {"@id": "https://" + slug(site) + ".example/#website"},
         "breadcrumb": {"@id": url + "#breadcrumb"}, "inLanguage": HTML_LANG[lang][-1]},
        {"@type": "BreadcrumbList", "@id": url + "#breadcrumb", "itemListElement": [
            {"@type": "ListItem", "position": 1, "name": L[lang]["home"], "item": "https://" + slug(site) + ".example/"},
            {"@type": "ListItem", "position": 2, "name": title}]},
        {"@type": "WebSite", "@id": "https://" + slug(site) + ".example/#website", "url": "https://" + slug(site) + ".example/",
         "name": site, "inLanguage": HTML_LANG[lang][-1]}]}
    return ('<script type="application/ld+json" class="yoast-schema-graph">%s</script>'
            % json.dumps(g, ensure_ascii=False).replace("</", "<\\/"))


def head_html(title, lang, desc="", extra="", charset=0, og=None, canonical=None, viewport=True):
    out = []
    if charset == 0:
        out.append('<meta charset="utf-8">')
    elif charset == 1:
        out.append('<meta charset="UTF-8" />')
    else:
        out.append('<meta http-equiv="Content-Type" content="text/html; charset=utf-8">')
    if viewport:
        out.append('<meta name="viewport" content="width=device-width, initial-scale=1">')
    out.append("<title>%s</title>" % esc(title))
    if desc:
        out.append('<meta name="description" content="%s">' % attr(desc))
    if canonical:
        out.append('<link rel="canonical" href="%s">' % attr(canonical))
    if og:
        for k, v in og:
            out.append('<meta property="%s" content="%s" />' % (k, attr(v)))
    if extra:
        out.append(extra)
    return "\n".join(out)


def document(head, body, lang=None, html_attrs="", body_attrs="", doctype="<!DOCTYPE html>"):
    la = ' lang="%s"' % lang if lang else ""
    return "%s\n<html%s%s>\n<head>\n%s\n</head>\n<body%s>\n%s\n</body>\n</html>\n" % (
        doctype, la, html_attrs, head, (" " + body_attrs) if body_attrs else "", body)


def maybe_lang(lang, set_it=True):
    if isinstance(set_it, str):
        return set_it
    return pick(HTML_LANG[lang]) if set_it else None


WP_THEMES = ["kadence", "astra", "genesis", "generatepress", "twentytwenty", "divi"]


def wp_page(theme, lang, site, post_title, content, exclude_name, url, html_lang=True, yoast=True,
            comments=3, sidebar=True, cookie=None, head_extra="", before_content="", after_content=""):
    """A WordPress single post as common themes write it."""
    W = L[lang]
    styles = "\n".join('<link rel="stylesheet" id="%s-css" href="https://%s.example/wp-content/%s.css?ver=6.4.3" media="all" />'
                       % (s, slug(site), s) for s in ("wp-block-library", theme + "-global", theme + "-main"))
    ex = styles + ("\n" + yoast_graph(url, post_title, lang, site) if yoast else "") + ("\n" + head_extra if head_extra else "")
    og = [("og:locale", HTML_LANG[lang][-1].replace("-", "_")), ("og:type", "article"), ("og:title", post_title),
          ("og:url", url), ("og:site_name", site), ("og:image", "https://images.example/%s.jpg" % slug(post_title))]
    head = head_html(post_title + " - " + site, lang, desc=sentences(lang, 1), extra=ex, charset=R.randrange(2), og=og, canonical=url)
    meta = ('<div class="entry-meta"><span class="byline">%s <a href="/author/editor/">%s</a></span> · '
            '<time class="entry-date published" datetime="2023-03-14T08:00:00+00:00">14/03/2023</time> · '
            '<a href="#comments">%d %s</a></div>' % (esc(W["by"]), esc(site.split()[0]), comments, esc(W["comments"])))
    crumbs = ('<nav class="breadcrumbs" aria-label="breadcrumb"><span><a href="/">%s</a></span> » <span><a href="/recipes/">%s</a></span> » '
              '<span class="breadcrumb_last" aria-current="page">%s</span></nav>' % (esc(W["home"]), esc(W["recipes"]), esc(post_title)))
    article_cls = "post-%d post type-post status-publish format-standard has-post-thumbnail hentry category-recipes" % (1000 + R.randrange(9000))
    if cookie is None:
        cookie = R.randrange(3)
    cookie_html = cookie_banner(lang, cookie) if cookie >= 0 else ""
    sb = sidebar_html(lang, exclude_name, 0) if sidebar else ""
    cm = comments_html(lang, comments, 0) if comments else ""
    if theme == "kadence":
        body = ('<div id="wrapper" class="site wp-site-blocks">\n%s\n<div id="inner-wrap" class="wrap hfeed kt-clear">\n'
                '<div id="primary" class="content-area"><div class="content-container site-container"><main id="main" class="site-main" role="main">'
                '<div class="content-wrap"><article id="post-1" class="entry content-bg single-entry %s"><div class="entry-content-wrap">'
                '<header class="entry-header post-title title-align-inherit">%s<h1 class="entry-title">%s</h1>%s</header>\n'
                '<div class="entry-content single-content">\n%s\n%s\n%s\n</div></div></article>\n%s</div></main>%s</div></div>\n</div>\n%s\n</div>\n%s'
                % (nav_html(lang, site, 0), article_cls, crumbs, esc(post_title), meta, before_content, content, after_content, cm, sb,
                   footer_html(lang, site, 0), cookie_html))
        return document(head, body, maybe_lang(lang, html_lang), body_attrs='class="post-template-default single single-post wp-custom-logo"')
    if theme == "astra":
        body = ('<div class="hfeed site" id="page">\n<a class="skip-link screen-reader-text" href="#content">Skip to content</a>\n%s\n'
                '<div id="content" class="site-content"><div class="ast-container"><div id="primary" class="content-area primary">'
                '<main id="main" class="site-main"><article class="%s ast-article-single" id="post-2" itemtype="https://schema.org/CreativeWork" itemscope="itemscope"><div class="ast-post-format- single-layout-1">'
                '<header class="entry-header"><h1 class="entry-title" itemprop="headline">%s</h1>%s</header>'
                '<div class="entry-content clear" data-ast-blocks-layout="true">\n%s\n%s\n%s\n</div></div></article>\n%s</main></div>%s</div></div>\n%s\n</div>\n%s'
                % (nav_html(lang, site, 0), article_cls, esc(post_title), meta, before_content, content, after_content, cm, sb,
                   footer_html(lang, site, 0), cookie_html))
        return document(head, body, maybe_lang(lang, html_lang), body_attrs='class="post-template-default single single-post ast-right-sidebar"')
    if theme == "genesis":
        body = ('<div class="site-container"><ul class="genesis-skip-link"><li><a href="#genesis-content" class="screen-reader-shortcut">Skip to main content</a></li></ul>\n'
                '%s\n<div class="site-inner"><div class="content-sidebar-wrap"><main class="content" id="genesis-content">'
                '<article class="%s entry" aria-label="%s"><header class="entry-header"><h1 class="entry-title">%s</h1>\n<p class="entry-meta">%s</p></header>'
                '<div class="entry-content">\n%s\n%s\n%s\n</div><footer class="entry-footer"></footer></article>%s</main>%s</div></div>\n%s</div>\n%s'
                % (nav_html(lang, site, 0), article_cls, attr(post_title), esc(post_title), meta, before_content, content, after_content,
                   cm, sb, footer_html(lang, site, 0), cookie_html))
        return document(head, body, maybe_lang(lang, html_lang), body_attrs='class="post-template-default single single-post content-sidebar genesis-breadcrumbs-visible"')
    if theme == "generatepress":
        body = ('%s\n<div class="site grid-container container hfeed" id="page"><div class="site-content" id="content">'
                '<div class="content-area" id="primary"><main class="site-main" id="main"><article id="post-3" class="%s">'
                '<div class="inside-article"><header class="entry-header"><h1 class="entry-title">%s</h1>%s</header>'
                '<div class="entry-content">\n%s\n%s\n%s\n</div></div></article>\n<div class="comments-area">%s</div></main></div>'
                '<div class="widget-area sidebar is-right-sidebar" id="right-sidebar"><div class="inside-right-sidebar">%s</div></div></div></div>\n%s\n%s'
                % (nav_html(lang, site, 0), article_cls, esc(post_title), meta, before_content, content, after_content, cm, sb,
                   footer_html(lang, site, 0), cookie_html))
        return document(head, body, maybe_lang(lang, html_lang), body_attrs='class="post-template-default single single-post right-sidebar nav-float-right"')
    if theme == "divi":
        body = ('<div id="page-container"><div id="et-boc" class="et-boc"><header id="main-header" data-height-onload="66">%s</header>\n'
                '<div id="et-main-area"><div id="main-content"><div class="container"><div id="content-area" class="clearfix"><div id="left-area">'
                '<article id="post-4" class="et_pb_post %s"><div class="et_post_meta_wrapper"><h1 class="entry-title">%s</h1>%s</div>'
                '<div class="entry-content">\n%s\n%s\n%s\n</div></article>\n%s</div>%s</div></div></div>%s</div></div></div>\n%s'
                % (nav_html(lang, site, 2), article_cls, esc(post_title), meta, before_content, content, after_content, cm, sb,
                   footer_html(lang, site, 0), cookie_html))
        return document(head, body, maybe_lang(lang, html_lang), body_attrs='class="post-template-default single single-post et_pb_button_helper_class et_right_sidebar"')
    # twentytwenty
    body = ('%s\n<main id="site-content"><article class="%s" id="post-5"><header class="entry-header has-text-align-center header-footer-group">'
            '<div class="entry-header-inner section-inner medium"><div class="entry-categories"><span class="screen-reader-text">Categories</span>'
            '<div class="entry-categories-inner"><a href="/category/recipes/" rel="category tag">%s</a></div></div>'
            '<h1 class="entry-title">%s</h1>%s</div></header>\n<div class="post-inner thin"><div class="entry-content">\n%s\n%s\n%s\n</div></div>'
            '<div class="comments-wrapper section-inner">%s</div></article></main>\n%s\n%s'
            % (nav_html(lang, site, 0), article_cls, esc(W["recipes"]), esc(post_title), meta, before_content, content, after_content,
               cm, footer_html(lang, site, 0), cookie_html))
    return document(head, body, maybe_lang(lang, html_lang), body_attrs='class="post-template-default single single-post singular"')


def static_page(lang, site, title, main_html, html_lang=True, head_extra="", style=1, comments=0, sidebar=True,
                cookie=0, exclude_name="", charset=0, og=None, body_attrs=""):
    """A hand-built or static-generator page (Hugo, Jekyll, a CMS template)."""
    head = head_html(title + " | " + site, lang, desc=sentences(lang, 1), extra=head_extra, charset=charset, og=og)
    parts = [nav_html(lang, site, style)]
    if cookie >= 0:
        parts.append(cookie_banner(lang, cookie))
    inner = '<main class="main" id="main">\n%s\n%s</main>' % (main_html, comments_html(lang, comments, 1, "h2") if comments else "")
    if sidebar:
        inner = '<div class="layout">\n%s\n%s\n</div>' % (inner, sidebar_html(lang, exclude_name, 1))
    parts.append(inner)
    parts.append(footer_html(lang, site, 1))
    return document(head, "\n".join(parts), maybe_lang(lang, html_lang), body_attrs=body_attrs)

# ---------------------------------------------------------------- lines, steps, registry
METRIC = {"g", "kg", "ml", "l", "cl", "oz", "lb"}


def au(i, compact=False, sep=" "):
    if i.amount and i.unit:
        if compact and i.unit in METRIC:
            return i.amount + i.unit
        return i.amount + sep + i.unit
    return i.amount or i.unit


def ltext(i, notesep="comma", compact=False):
    h = " ".join(x for x in (au(i, compact), i.name) if x)
    return norm(Ing(h, "", "", i.note).text(notesep))


def lhtml(i, mode="plain", notesep="comma", compact=False, link=False, nbsp=False, bold_amount=False, em_note=False):
    """HTML for one ingredient line; its text is ltext(i, notesep, compact)."""
    a = au(i, compact, sep="\x00")
    ah = esc(a, mode).replace("\x00", "&nbsp;" if nbsp else " ") if a else ""
    if ah and bold_amount:
        ah = "<strong>%s</strong>" % ah
    nh = esc(i.name, mode)
    if link and i.name and len(i.name.split()) <= 4:
        nh = '<a href="https://shop.example/product/%s" rel="nofollow sponsored" target="_blank">%s</a>' % (slug(i.name), nh)
    h = " ".join(x for x in (ah, nh) if x)
    if i.note:
        n = i.note
        if notesep == "paren":
            n2 = "(" + n.strip("()") + ")"
            sep = " "
        elif n.startswith("("):
            n2, sep = n, " "
        else:
            n2, sep = n, {"comma": ", ", "dash": " - ", "space": " "}[notesep]
        nn = esc(n2, mode)
        if em_note:
            nn = "<em>%s</em>" % nn
        h += sep + nn
    return h


TIME_RE = re.compile(r"(\d+(?:[–-]\d+)? (?:minutes|Minuten|minutos|minuti|minuten|hours?|Stunden|heures?)|\d+ ?°[CF])")


def shtml(text, mode="plain", deco=False):
    h = esc(text, mode)
    if deco:
        m = TIME_RE.search(h)
        if m:
            h = h[:m.start()] + "<strong>" + m.group(0) + "</strong>" + h[m.end():]
    return h


PAGES = []
COUNTERS = {}


def next_name(shape):
    COUNTERS[shape] = COUNTERS.get(shape, 0) + 1
    return "%s-%d.html" % (shape, COUNTERS[shape])


def add_recipe(shape, lang, read_by, html_text, name, ings, steps, groups=None, yld=None, minutes=None, notes=None, file=None):
    fname = file or next_name(shape)
    e = {"file": fname, "shape": shape, "language": lang, "recipe": True, "read_by": read_by,
         "name": norm(name), "ingredients": [norm(x) for x in ings], "groups": groups or [],
         "steps": [norm(x) for x in steps], "yield": norm(yld) if yld else None,
         "total_time_minutes": minutes}
    if notes:
        e["notes"] = notes
    PAGES.append((fname, html_text, e))
    return fname


def add_not_recipe(shape, lang, html_text, why):
    fname = next_name(shape)
    PAGES.append((fname, html_text, {"file": fname, "shape": shape, "language": lang, "recipe": False, "why": why}))
    return fname


def url_for(site, name):
    return "https://%s.example/%s/" % (slug(site), slug(name))

# ---------------------------------------------------------------- microformats
def ing_block_ul(r, li_cls, mode="plain", notesep="comma", group_tag="h3", link=False, compact=False, li_extra="",
                 group_style="heading", ul_attrs=""):
    """Ingredient lists, one ul per group; group headings as headings between the lists or as li."""
    out, texts = [], []
    if group_style == "li":
        lis = []
        for gname, items in r.groups:
            if gname:
                lis.append('<li class="ingredient-group"><strong>%s</strong></li>' % esc(gname, mode))
            for i in items:
                lis.append('<li class="%s"%s>%s</li>' % (li_cls, li_extra, lhtml(i, mode, notesep, compact, link=link and R.random() < .3)))
                texts.append(ltext(i, notesep, compact))
        return "<ul%s>\n%s\n</ul>" % (ul_attrs, "\n".join(lis)), texts
    for gname, items in r.groups:
        if gname:
            out.append("<%s>%s</%s>" % (group_tag, esc(gname, mode), group_tag))
        lis = []
        for i in items:
            lis.append('  <li class="%s"%s>%s</li>' % (li_cls, li_extra, lhtml(i, mode, notesep, compact, link=link and R.random() < .3)))
            texts.append(ltext(i, notesep, compact))
        out.append("<ul%s>\n%s\n</ul>" % (ul_attrs, "\n".join(lis)))
    return "\n".join(out), texts


def blog_article_page(lang, site, title, article, exclude, html_lang=True, head_extra="", style=1, comments=2):
    return static_page(lang, site, title, article, html_lang=html_lang, head_extra=head_extra, style=style,
                       comments=comments, exclude_name=exclude, cookie=R.randrange(-1, 3))


def shape_h_recipe_li(r, site, html_lang=True):
    mode = pick(["plain", "named"])
    ul, texts = ing_block_ul(r, "p-ingredient", mode, group_tag="h3", link=True)
    steps = "\n".join('  <li>%s</li>' % shtml(s, mode, deco=True) for s in r.steps)
    meta = []
    if r.yield_text:
        meta.append('%s: <span class="p-yield">%s</span>' % (L[r.lang]["makes"], esc(r.yield_text, mode)))
    if r.minutes:
        meta.append('%s: <time class="dt-duration" datetime="%s">%s</time>' % (L[r.lang]["total"], iso_minutes(r.minutes), fmt_minutes(r.minutes, r.lang)))
    art = ('<article class="h-entry h-recipe">\n<header>\n<h1 class="p-name">%s</h1>\n'
           '<p class="byline">%s <a class="p-author h-card" href="/about/">%s</a> · <time class="dt-published" datetime="2023-11-02T09:15:00+01:00">2 November 2023</time></p>\n</header>\n'
           '<img class="u-photo" src="/media/%s.jpg" alt="%s" width="960" height="640">\n<div class="p-summary">%s</div>\n'
           '<p class="recipe-meta">%s</p>\n<h2>%s</h2>\n%s\n<h2>%s</h2>\n<ol class="e-instructions">\n%s\n</ol>\n'
           '<footer><p>Tags: <a class="p-category" href="/tags/baking/">baking</a>, <a class="p-category" href="/tags/family/">family</a></p></footer>\n</article>'
           % (esc(r.name, mode), L[r.lang]["by"], esc(site.split()[0]), slug(r.name), attr(r.name),
              story_html(r.lang, 2, r.name, mode, figure=False), " · ".join(meta), L[r.lang]["ing"][0], ul,
              L[r.lang]["method"][0], steps))
    page = blog_article_page(r.lang, site, r.name, art, r.name, html_lang,
                             head_extra='<link rel="webmention" href="https://webmention.io/%s/webmention">\n<link rel="micropub" href="/micropub">' % slug(site))
    return add_recipe("h-recipe-li", r.lang, "microformat", page, r.name, texts, r.steps, r.group_list(), r.yield_text, r.minutes)


def shape_h_recipe_span(r, site, single_paragraph):
    mode = pick(["plain", "numeric"])
    texts = [ltext(i) for i in r.items]
    spans = "<br>\n".join('<span class="p-ingredient">%s</span>' % lhtml(i, mode) for i in r.items)
    if single_paragraph:
        instr = '<div class="e-instructions"><p>%s</p></div>' % " ".join(shtml(s, mode) for s in r.steps)
        steps = [" ".join(r.steps)]
    else:
        instr = '<div class="e-instructions">\n%s\n</div>' % "\n".join("<p>%s</p>" % shtml(s, mode) for s in r.steps)
        steps = r.steps
    yld = r.yield_text
    art = ('<div class="h-recipe recipe-box">\n<h2 class="p-name">%s</h2>\n<p class="recipe-info">'
           '<data class="p-yield" value="%s">%s</data> &middot; <time class="dt-duration" datetime="%s">%s</time></p>\n'
           '<h3>%s</h3>\n<p class="ingredients">\n%s\n</p>\n<h3>%s</h3>\n%s\n</div>'
           % (esc(r.name, mode), attr(yld), esc(yld, mode), iso_minutes(r.minutes), fmt_minutes(r.minutes, r.lang, 1),
              L[r.lang]["ing"][0], spans, L[r.lang]["method"][0], instr))
    main = "<article class=\"post\">\n<h1>%s</h1>\n%s\n%s\n%s\n</article>" % (
        esc(r.name), story_html(r.lang, 3, r.name, figure=False), art, related_html(r.lang, r.name, 1))
    page = static_page(r.lang, site, r.name, main, html_lang=R.random() < .5, style=2, exclude_name=r.name, cookie=-1)
    return add_recipe("h-recipe-span", r.lang, "microformat", page, r.name, texts, steps, [], yld, r.minutes,
                      notes="ingredients are spans separated by <br>; " + ("the method is one paragraph" if single_paragraph else "one <p> per step"))


def shape_h_recipe_card(r, site, post_title):
    """An h-recipe nested inside an h-entry; group headings are <li> without p-ingredient."""
    mode = "named"
    ul, texts = ing_block_ul(r, "p-ingredient", mode, group_style="li")
    steps = "\n".join("<li>%s</li>" % shtml(s, mode) for s in r.steps)
    card = ('<div class="h-recipe recipe-card" id="recipe">\n<img class="u-photo" src="/img/%s-card.jpg" alt="">\n<h2 class="p-name">%s</h2>\n'
            '<ul class="recipe-stats"><li>%s: <span class="p-yield">%s</span></li><li>%s: <time class="dt-duration" datetime="%s">%s</time></li></ul>\n'
            '<p class="p-summary">%s</p>\n<h3>%s</h3>\n%s\n<h3>%s</h3>\n<div class="e-instructions"><ol>\n%s\n</ol></div>\n'
            '<p class="recipe-note"><em>%s</em></p>\n</div>'
            % (slug(r.name), esc(r.name, mode), L[r.lang]["yield_label"], esc(r.yield_text, mode), L[r.lang]["total"],
               iso_minutes(r.minutes), fmt_minutes(r.minutes, r.lang, 0), esc(sentences(r.lang, 1), mode),
               L[r.lang]["ing"][0], ul, L[r.lang]["method"][0], steps, esc(L[r.lang]["tips"][0], mode)))
    art = ('<article class="h-entry">\n<h1 class="p-name">%s</h1>\n<div class="e-content">\n%s\n<p><a href="#recipe" class="jump">%s</a></p>\n%s\n%s\n</div>\n</article>'
           % (esc(post_title), story_html(r.lang, 4, r.name), L[r.lang]["jump"], card, tips_html(r.lang, "h2")))
    page = blog_article_page(r.lang, site, post_title, art, r.name, True, comments=3)
    return add_recipe("h-recipe-card", r.lang, "microformat", page, r.name, texts, r.steps, r.group_list(), r.yield_text, r.minutes,
                      notes="the h-recipe is nested in an h-entry whose p-name is the post title; group headings are <li> without p-ingredient")


def shape_h_recipe_table(r, site, html_lang=True):
    mode = pick(["plain", "named"])
    rows, texts = [], []
    for gname, items in r.groups:
        if gname:
            rows.append('<tr class="gruppe"><th colspan="2">%s</th></tr>' % esc(gname, mode))
        for i in items:
            a = au(i)
            nm = i.name + ((", " + i.note) if i.note and not i.note.startswith("(") else (" " + i.note if i.note else ""))
            rows.append('<tr class="p-ingredient">\n  <td class="menge">%s</td>\n  <td class="zutat">%s</td>\n</tr>' % (esc(a, mode), esc(nm, mode)))
            texts.append(norm(a + " " + nm))
    steps = "\n".join("<li>%s</li>" % shtml(s, mode) for s in r.steps)
    art = ('<div class="h-recipe rezept">\n<h1 class="p-name">%s</h1>\n<p class="rezept-info"><span class="p-yield">%s</span> | '
           '%s: <time class="dt-duration" datetime="%s">%s</time></p>\n<img class="u-photo" src="/bilder/%s.jpg" alt="">\n%s\n'
           '<h2>%s</h2>\n<table class="zutaten">\n<tbody>\n%s\n</tbody>\n</table>\n<h2>%s</h2>\n<div class="e-instructions">\n<ol>\n%s\n</ol>\n</div>\n</div>'
           % (esc(r.name, mode), esc(r.yield_text, mode), L[r.lang]["total"], iso_minutes(r.minutes), fmt_minutes(r.minutes, r.lang),
              slug(r.name), story_html(r.lang, 2, r.name, mode, figure=False), L[r.lang]["ing"][0], "\n".join(rows),
              L[r.lang]["method"][0], steps))
    page = static_page(r.lang, site, r.name, art, html_lang=html_lang, style=1, comments=2, exclude_name=r.name, cookie=0)
    return add_recipe("h-recipe-table", r.lang, "microformat", page, r.name, texts, r.steps, r.group_list(), r.yield_text, r.minutes,
                      notes="p-ingredient on table rows; group headings are <th> rows")


def shape_hrecipe_li(r, site, paragraphs):
    mode = pick(["plain", "named", "numeric"])
    ul, texts = ing_block_ul(r, "ingredient", mode, group_tag="h4")
    if paragraphs:
        instr = '<div class="instructions">\n%s\n</div>' % "\n".join("<p>%s</p>" % shtml(s, mode) for s in r.steps)
    else:
        instr = '<ol class="instructions">\n%s\n</ol>' % "\n".join("<li>%s</li>" % shtml(s, mode) for s in r.steps)
    dur = ('<span class="duration"><span class="value-title" title="%s"></span>%s</span>' % (iso_minutes(r.minutes), fmt_minutes(r.minutes, r.lang))
           if r.minutes else "")
    card = ('<div class="hrecipe">\n<h2 class="fn">%s</h2>\n<img class="photo" src="/images/%s.jpg" alt="%s" />\n'
            '<p class="summary">%s</p>\n<p class="info">%s: <span class="yield">%s</span>%s</p>\n'
            '<h3>%s</h3>\n%s\n<h3>%s</h3>\n%s\n<p class="author">%s <span class="author vcard"><span class="fn">%s</span></span></p>\n</div>'
            % (esc(r.name, mode), slug(r.name), attr(r.name), esc(sentences(r.lang, 1), mode), L[r.lang]["yield_label"],
               esc(r.yield_text, mode), (" | %s: %s" % (L[r.lang]["total"], dur)) if dur else "", L[r.lang]["ing"][0], ul,
               L[r.lang]["method"][0], instr, L[r.lang]["by"], esc(site)))
    post = '<div class="post">\n<h1 class="post-title">%s</h1>\n%s\n%s\n</div>' % (esc(r.name), story_html(r.lang, 3, r.name, figure=True), card)
    page = static_page(r.lang, site, r.name, post, html_lang=False, style=1, comments=3, exclude_name=r.name, cookie=-1,
                       charset=2, body_attrs='class="single"')
    return add_recipe("hrecipe-li", r.lang, "microformat", page, r.name, texts, r.steps, r.group_list(), r.yield_text, r.minutes,
                      notes="the author's vcard has a nested .fn inside the hrecipe: the recipe name is the first .fn, not the author's")


def shape_hrecipe_value_type(r, site):
    mode = "named"
    lis, texts = [], []
    for i in r.items:
        parts = []
        if i.amount:
            parts.append('<span class="value">%s</span>' % esc(i.amount, mode))
        if i.unit:
            parts.append('<span class="type">%s</span>' % esc(i.unit, mode))
        name = esc(i.name, mode) + (((", " if not i.note.startswith("(") else " ") + esc(i.note, mode)) if i.note else "")
        parts.append(name)
        lis.append('<li class="ingredient">%s</li>' % " ".join(parts))
        texts.append(ltext(i))
    instr = "\n".join("<p>%d. %s</p>" % (k + 1, shtml(s, mode)) for k, s in enumerate(r.steps))
    card = ('<div class="hrecipe" id="hrecipe-1">\n<h1 class="fn">%s</h1>\n<div class="recipe-meta">%s <span class="yield">%s</span> &mdash; '
            '%s <abbr class="duration" title="%s">%s</abbr></div>\n<h2>%s</h2>\n<ul class="ingredients">\n%s\n</ul>\n'
            '<h2>%s</h2>\n<div class="instructions">\n%s\n</div>\n</div>'
            % (esc(r.name, mode), L[r.lang]["makes"], esc(r.yield_text, mode), L[r.lang]["total"], iso_minutes(r.minutes),
               fmt_minutes(r.minutes, r.lang, 1), L[r.lang]["ing"][0], "\n".join(lis), L[r.lang]["method"][0], instr))
    main = card + "\n" + story_html(r.lang, 2, None, mode, figure=False) + "\n" + related_html(r.lang, r.name, 0)
    page = static_page(r.lang, site, r.name, main, html_lang=True, style=0, comments=0, exclude_name=r.name, cookie=1)
    return add_recipe("hrecipe-value-type", r.lang, "microformat", page, r.name, texts, r.steps, [], r.yield_text, r.minutes,
                      notes="ingredient amounts as .value/.type; steps are numbered paragraphs")


def shape_recipress(r, site, theme):
    mode = "plain"
    lis, texts = [], []
    for i in r.items:
        a = au(i)
        s = '<li class="ingredient">'
        if a:
            s += '<span class="amount">%s</span> ' % esc(a)
        s += '<span class="name"><a href="/ingredient/%s/" rel="tag">%s</a></span>' % (slug(i.name), esc(i.name))
        if i.note:
            s += ' <i class="notes">%s</i>' % esc(i.note)
        lis.append(s + "</li>")
        texts.append(ltext(i, "space"))
    steps = "\n".join('<li class="instruction">%s</li>' % shtml(s) for s in r.steps)
    card = ('<div class="hrecipe" id="recipress_recipe">\n<h2 class="fn" id="recipress_title">%s</h2>\n'
            '<p class="seo_only"><span class="author">%s</span> <span class="published"><span class="value-title" title="2012-05-01"></span></span></p>\n'
            '<img class="alignright photo recipress_thumb" src="/wp-content/uploads/2012/05/%s-150x150.jpg" alt="">\n'
            '<ul class="recipe-details">\n<li><b>%s:</b> <span class="yield">%s</span></li>\n<li><b>Prep:</b> <span class="preptime">15 mins</span></li>\n'
            '<li class="clear_items"><b>Ready In:</b> <span class="duration"><span class="value-title" title="%s"></span>%s</span></li>\n</ul>\n'
            '<h3>Ingredients</h3>\n<ul class="ingredients">\n%s\n</ul>\n<h3>Instructions</h3>\n<ol class="instructions">\n%s\n</ol>\n'
            '<p class="recipress-credit">Recipe by ReciPress</p>\n</div>'
            % (esc(r.name), esc(site), slug(r.name), L[r.lang]["yield_label"], esc(r.yield_text), iso_minutes(r.minutes),
               fmt_minutes(r.minutes, r.lang, 1), "\n".join(lis), steps))
    content = story_html(r.lang, 3, r.name) + "\n" + card
    page = wp_page(theme, r.lang, site, r.name, content, r.name, url_for(site, r.name), html_lang=True, yoast=False, comments=2)
    return add_recipe("hrecipe-recipress", r.lang, "microformat", page, r.name, texts, r.steps, [], r.yield_text, r.minutes,
                      notes="ReciPress: notes in <i class=notes> after the name, joined by a space")


def shape_hrecipe_blogger(r, site, numbered):
    mode = "numeric"
    W = L[r.lang]
    lines = "\n".join('<span class="ingredient">%s</span><br />' % lhtml(i, mode) for i in r.items)
    texts = [ltext(i) for i in r.items]
    if numbered:
        instr = "<br />\n".join("%d. %s" % (k + 1, shtml(s, mode)) for k, s in enumerate(r.steps))
    else:
        instr = "<br /><br />\n".join(shtml(s, mode) for s in r.steps)
    body_post = ('<div class="hrecipe">\n<span class="fn" style="font-size: x-large;"><b>%s</b></span><br />\n'
                 '<img class="photo" border="0" src="https://blogger.googleusercontent.com/img/b/R29vZ2xl/%s/s640/%s.jpg" width="640" /><br />\n'
                 '%s: <span class="yield">%s</span><br /><br />\n<b>%s</b><br />\n%s\n<br />\n<b>%s</b><br />\n'
                 '<div class="instructions">\n%s\n</div>\n</div>'
                 % (esc(r.name, mode), slug(r.name)[:12], slug(r.name), W["yield_label"], esc(r.yield_text, mode), W["ing"][0], lines,
                    W["method"][0], instr))
    page = blogger_page(r.lang, site, r.name, story_html(r.lang, 2, r.name, mode, figure=False, tag="div") + "\n<br />\n" + body_post)
    return add_recipe("hrecipe-blogger", r.lang, "microformat", page, r.name, texts, r.steps, [], r.yield_text, None,
                      notes="Blogger post with hand-added hrecipe classes; steps separated by <br> " + ("with numbers" if numbered else "pairs"))


def shape_jetpack(r, site, theme):
    mode = "plain"
    lis = "\n".join('<li class="jetpack-recipe-ingredient p-ingredient ingredient">%s</li>' % lhtml(i, mode) for i in r.items)
    texts = [ltext(i) for i in r.items]
    steps = "\n".join("<li>%s</li>" % shtml(s) for s in r.steps)
    card = ('<div class="hrecipe h-recipe jetpack-recipe" id="recipe-%d">\n<h3 class="p-name jetpack-recipe-title fn">%s</h3>\n'
            '<ul class="jetpack-recipe-meta">\n<li class="jetpack-recipe-servings p-yield yield"><strong>Servings: </strong>%s</li>\n'
            '<li class="jetpack-recipe-time"><time datetime="%s"><strong>Time: </strong>%s</time></li>\n'
            '<li class="jetpack-recipe-print"><a href="#">Print</a></li>\n</ul>\n'
            '<div class="jetpack-recipe-content">\n<div class="jetpack-recipe-ingredients">\n<h4 class="jetpack-recipe-ingredients-title">Ingredients</h4>\n<ul>\n%s\n</ul>\n</div>\n'
            '<div class="jetpack-recipe-directions e-instructions">\n<h4 class="jetpack-recipe-directions-title">Directions</h4>\n<ol>\n%s\n</ol>\n</div>\n</div>\n</div>'
            % (R.randrange(100, 999), esc(r.name), esc(r.yield_text), iso_minutes(r.minutes), fmt_minutes(r.minutes, r.lang), lis, steps))
    content = story_html(r.lang, 3, r.name) + "\n" + card + "\n" + '<div class="sharedaddy sd-sharing-enabled"><h3 class="sd-title">Share this:</h3><ul><li class="share-twitter"><a href="#">Twitter</a></li><li class="share-facebook"><a href="#">Facebook</a></li></ul></div>'
    page = wp_page(theme, r.lang, site, r.name, content, r.name, url_for(site, r.name), yoast=False, comments=2)
    return add_recipe("jetpack-recipe", r.lang, "microformat", page, r.name, texts, r.steps, [], r.yield_text, r.minutes,
                      notes="Jetpack [recipe] shortcode without its itemprops: h-recipe classes; the Directions <h4> sits inside e-instructions and is not a step; yield and time carry <strong> labels")


def blogger_page(lang, site, title, post_html, html_lang=True):
    head = head_html(title, lang, extra=("<meta content='blogger' name='generator'/>\n<link href='https://%s.blogspot.com/feeds/posts/default' rel='alternate' title='%s - Atom' type='application/atom+xml'/>\n"
                                         "<link type='text/css' rel='stylesheet' href='https://www.blogger.com/static/v1/widgets/widget_css_bundle.css' />"
                                         % (slug(site), attr(site))), charset=2, viewport=False)
    sidebar = ('<div class="sidebar section" id="sidebar-right-1"><div class="widget PopularPosts" id="PopularPosts1"><h2>%s</h2><div class="widget-content popular-posts"><ul>%s</ul></div></div>'
               '<div class="widget BlogArchive" id="BlogArchive1"><h2>Blog Archive</h2><div class="widget-content"><ul class="hierarchy"><li class="archivedate expanded"><a class="post-count-link" href="#">2014</a> <span class="post-count" dir="ltr">(23)</span></li></ul></div></div></div>'
               % (esc(L[lang]["popular"]), "".join("<li><a href='/%s.html'>%s</a></li>" % (slug(t), esc(t)) for t in other_titles(lang, title, 5))))
    comments = ("<div class='comments' id='comments'><h4>%d %s:</h4><div id='comment-holder'>%s</div></div>"
                % (2, esc(L[lang]["comments"]), comments_html(lang, 2, 1, "h4")))
    body = ("<div class='outer-wrapper'><div class='header-outer'><div class='header section' id='header'><div class='widget Header' id='Header1'>"
            "<div id='header-inner'><div class='titlewrapper'><h1 class='title'><a href='/'>%s</a></h1></div></div></div></div></div>\n"
            "<div class='main-outer'><div class='main section' id='main'><div class='widget Blog' id='Blog1'><div class='blog-posts hfeed'>"
            "<div class='date-outer'><h2 class='date-header'><span>Sunday, 9 March 2014</span></h2><div class='date-posts'>"
            "<div class='post-outer'><div class='post hentry uncustomized-post-template'>"
            "<h3 class='post-title entry-title'>%s</h3><div class='post-header'><div class='post-header-line-1'></div></div>"
            "<div class='post-body entry-content' id='post-body-%d'>\n%s\n<div style='clear: both;'></div></div>"
            "<div class='post-footer'><div class='post-footer-line post-footer-line-1'><span class='post-author vcard'>Posted by <span class='fn'>%s</span></span></div></div>"
            "</div>%s</div></div></div></div></div></div>%s</div>\n<div class='footer-outer'>%s</div></div>"
            % (esc(site), esc(title), R.randrange(10 ** 15, 10 ** 16), post_html, esc(site.split()[0]), comments, sidebar,
               footer_html(lang, site, 1)))
    return document(head, body, maybe_lang(lang, html_lang), html_attrs=" class='v2' dir='ltr' xmlns='http://www.w3.org/1999/xhtml' xmlns:b='http://www.google.com/2005/gml/b'",
                    body_attrs="class='loading'")

# ---------------------------------------------------------------- RDFa (schema.org vocabulary, no JSON-LD, no microdata)
def shape_rdfa_basic(r, site, vocab_on_body):
    mode = pick(["plain", "named"])
    W = L[r.lang]
    texts = []
    parts = []
    for gname, items in r.groups:
        if gname:
            parts.append("<h3>%s</h3>" % esc(gname, mode))
        lis = []
        for i in items:
            lis.append('    <li property="recipeIngredient">%s</li>' % lhtml(i, mode, link=R.random() < .2))
            texts.append(ltext(i))
        parts.append("<ul>\n%s\n</ul>" % "\n".join(lis))
    steps = "\n".join('    <li property="recipeInstructions">%s</li>' % shtml(s, mode, deco=True) for s in r.steps)
    vocab = "" if vocab_on_body else ' vocab="https://schema.org/"'
    card = ('<div%s typeof="Recipe" class="recipe">\n  <h1 property="name">%s</h1>\n  <img property="image" src="/photos/%s.jpg" alt="">\n'
            '  <p property="description">%s</p>\n  <p class="facts">%s: <span property="recipeYield">%s</span> · %s: '
            '<meta property="totalTime" content="%s"><span>%s</span></p>\n  <div class="story">%s</div>\n'
            '  <h2>%s</h2>\n%s\n  <h2>%s</h2>\n  <ol>\n%s\n  </ol>\n</div>'
            % (vocab, esc(r.name, mode), slug(r.name), esc(sentences(r.lang, 1), mode), W["yield_label"], esc(r.yield_text, mode),
               W["total"], iso_minutes(r.minutes), fmt_minutes(r.minutes, r.lang), story_html(r.lang, 3, r.name, mode),
               W["ing"][0], "\n".join(parts), W["method"][0], steps))
    page = static_page(r.lang, site, r.name, card, html_lang=True, style=1, comments=2, exclude_name=r.name, cookie=R.randrange(3),
                       body_attrs='vocab="https://schema.org/"' if vocab_on_body else "")
    return add_recipe("rdfa-basic", r.lang, "rdfa", page, r.name, texts, r.steps, r.group_list(), r.yield_text, r.minutes,
                      notes="vocab on <body>" if vocab_on_body else None)


def shape_rdfa_howtostep(r, site, sections):
    mode = "plain"
    W = L[r.lang]
    lis = "\n".join('<li property="recipeIngredient">%s</li>' % lhtml(i, mode) for i in r.items)
    texts = [ltext(i) for i in r.items]
    if sections:
        half = (len(r.steps) + 1) // 2
        secs = [("Prepare", r.steps[:half]), ("Cook and serve", r.steps[half:])]
        blocks, pos = [], 1
        for sname, ss in secs:
            items = []
            for s in ss:
                items.append('<li property="itemListElement" typeof="HowToStep"><meta property="position" content="%d"><p property="text">%s</p></li>' % (pos, shtml(s)))
                pos += 1
            blocks.append('<div property="recipeInstructions" typeof="HowToSection">\n<h3 property="name">%s</h3>\n<ol>\n%s\n</ol>\n</div>' % (sname, "\n".join(items)))
        instr = "\n".join(blocks)
    else:
        instr = "<ol>\n%s\n</ol>" % "\n".join(
            '<li property="recipeInstructions" typeof="HowToStep"><meta property="position" content="%d"><span property="text">%s</span></li>' % (k + 1, shtml(s))
            for k, s in enumerate(r.steps))
    card = ('<article vocab="https://schema.org/" typeof="Recipe">\n<header><h1 property="name">%s</h1>\n'
            '<p>%s <span property="author" typeof="Person"><span property="name">%s</span></span></p></header>\n%s\n'
            '<section class="recipe"><p>%s: <span property="recipeYield">%s</span>, %s: <time property="totalTime" datetime="%s">%s</time></p>\n'
            '<h2>%s</h2>\n<ul>\n%s\n</ul>\n<h2>%s</h2>\n%s\n</section>\n</article>'
            % (esc(r.name), W["by"], esc(site.split()[0]), story_html(r.lang, 2, r.name), W["yield_label"], esc(r.yield_text), W["total"],
               iso_minutes(r.minutes), fmt_minutes(r.minutes, r.lang, 1), W["ing"][0], lis, W["method"][0], instr))
    page = static_page(r.lang, site, r.name, card, html_lang=True, style=0, comments=1, exclude_name=r.name, cookie=-1)
    return add_recipe("rdfa-howtostep", r.lang, "rdfa", page, r.name, texts, r.steps, [], r.yield_text, r.minutes,
                      notes="the author's name is also property=name, inside a nested Person" + ("; steps in HowToSections whose names are not steps" if sections else ""))


def shape_rdfa_prefix(r, site, legacy):
    mode = "numeric"
    W = L[r.lang]
    prop = "schema:ingredients" if legacy else "schema:recipeIngredient"
    texts, parts = [], []
    for gname, items in r.groups:
        if gname:
            parts.append('<p class="group"><strong>%s</strong></p>' % esc(gname, mode))
        parts.append("<ul>%s</ul>" % "".join('<li property="%s">%s</li>' % (prop, lhtml(i, mode)) for i in items))
        texts += [ltext(i) for i in items]
    steps = "".join('<li property="schema:recipeInstructions">%s</li>' % shtml(s, mode) for s in r.steps)
    card = ('<div prefix="schema: http://schema.org/" typeof="schema:Recipe" id="recipe">'
            '<h2 property="schema:name">%s</h2><div class="meta"><span>%s: </span><span property="schema:recipeYield">%s</span> '
            '<span>%s: </span><span property="schema:totalTime" content="%s">%s</span></div>'
            '<h3>%s</h3>%s<h3>%s</h3><ol>%s</ol></div>'
            % (esc(r.name, mode), W["yield_label"], esc(r.yield_text, mode), W["total"], iso_minutes(r.minutes), fmt_minutes(r.minutes, r.lang),
               W["ing"][0], "".join(parts), W["method"][0], steps))
    main = '<h1>%s</h1>%s%s%s' % (esc(r.name, mode), story_html(r.lang, 3, r.name, mode), card, newsletter_html(r.lang, 0))
    page = static_page(r.lang, site, r.name, main, html_lang=R.random() < .5, style=2, comments=0, exclude_name=r.name, cookie=0)
    return add_recipe("rdfa-prefix", r.lang, "rdfa", page, r.name, texts, r.steps, r.group_list(), r.yield_text, r.minutes,
                      notes="schema: prefix, typeof=schema:Recipe" + ("; the legacy 'ingredients' property" if legacy else ""))


def shape_og_rdfa(r, site, post_title):
    mode = "named"
    W = L[r.lang]
    lis = "\n".join('<li property="recipeIngredient">%s</li>' % lhtml(i, mode) for i in r.items)
    texts = [ltext(i) for i in r.items]
    steps = "\n".join('<li property="recipeInstructions">%s</li>' % shtml(s, mode) for s in r.steps)
    og = [("og:type", "article"), ("og:title", post_title), ("og:description", sentences(r.lang, 1)),
          ("og:image", "https://images.example/%s.jpg" % slug(r.name)), ("og:url", url_for(site, r.name)),
          ("og:site_name", site), ("article:published_time", "2022-10-04T07:00:00Z"), ("article:section", W["recipes"])]
    head = head_html(post_title + " — " + site, r.lang, desc=sentences(r.lang, 1), og=og,
                     extra='<meta name="twitter:card" content="summary_large_image">\n<meta name="twitter:title" content="%s">' % attr(post_title))
    body = ('%s\n<main>\n<article vocab="http://schema.org/" typeof="Recipe" resource="#recipe">\n'
            '<meta property="name" content="%s">\n<link property="image" href="https://images.example/%s.jpg">\n'
            '<h1 class="headline">%s</h1>\n%s\n<aside class="recipe-summary"><dl><dt>%s</dt><dd><meta property="recipeYield" content="%s">%s</dd>'
            '<dt>%s</dt><dd><meta property="totalTime" content="%s">%s</dd></dl></aside>\n'
            '<h2>%s</h2>\n<ul class="ingredients">\n%s\n</ul>\n<h2>%s</h2>\n<ol class="steps">\n%s\n</ol>\n</article>\n%s\n</main>\n%s'
            % (nav_html(r.lang, site, 1), attr(r.name), slug(r.name), esc(post_title, mode), story_html(r.lang, 4, r.name, mode),
               W["yield_label"], attr(r.yield_text), esc(r.yield_text, mode), W["total"], iso_minutes(r.minutes),
               fmt_minutes(r.minutes, r.lang), W["ing"][0], lis, W["method"][0], steps, comments_html(r.lang, 3, 1, "h2"),
               footer_html(r.lang, site, 1)))
    page = document(head, body, maybe_lang(r.lang), html_attrs=' prefix="og: http://ogp.me/ns# article: http://ogp.me/ns/article#"')
    return add_recipe("og-rdfa", r.lang, "rdfa", page, r.name, texts, r.steps, [], r.yield_text, r.minutes,
                      notes="Open Graph in the head (og:title is the post title); the recipe name is RDFa <meta property=name content>, not the <h1>")


def shape_rdfa_drupal(r, site):
    W = L[r.lang]
    mode = "plain"
    items = "\n".join('<div property="schema:recipeIngredient" class="field__item">%s</div>' % lhtml(i, mode) for i in r.items)
    texts = [ltext(i) for i in r.items]
    steps = "\n".join("<li>%s</li>" % shtml(s) for s in r.steps)
    prefix = ("content: http://purl.org/rss/1.0/modules/content/  dc: http://purl.org/dc/terms/  foaf: http://xmlns.com/foaf/0.1/  "
              "og: http://ogp.me/ns#  rdfs: http://www.w3.org/2000/01/rdf-schema#  schema: http://schema.org/  sioc: http://rdfs.org/sioc/ns#  "
              "sioct: http://rdfs.org/sioc/types#  skos: http://www.w3.org/2004/02/skos/core#  xsd: http://www.w3.org/2001/XMLSchema# ")
    head = head_html(r.name + " | " + site, r.lang, extra='<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />\n'
                     '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_aBcD.css" />', charset=0)
    node = ('<article data-history-node-id="%d" about="/%s/recipes/%s" typeof="schema:Recipe" class="node node--type-recipe node--view-mode-full">\n'
            '<h1 class="page-title"><span property="schema:name" class="field field--name-title field--type-string field--label-hidden">%s</span></h1>\n'
            '<span property="schema:name" content="%s" class="rdf-meta hidden"></span>\n'
            '<div class="node__content">\n'
            '<div class="field field--name-field-media-image field--type-entity-reference field--label-hidden field__item"><img src="/sites/default/files/%s.jpg" alt="" /></div>\n'
            '<div class="field field--name-field-preparation-time field--type-integer field--label-inline"><div class="field__label">Preparation time</div><div class="field__item">15 minutes</div></div>\n'
            '<div class="field field--name-field-cooking-time field--type-integer field--label-inline"><div class="field__label">Cooking time</div><div class="field__item">%d minutes</div></div>\n'
            '<div class="field field--name-field-number-of-servings field--type-integer field--label-inline"><div class="field__label">Number of servings</div><div property="schema:recipeYield" class="field__item">%s</div></div>\n'
            '<div class="field field--name-field-difficulty field--type-list-string field--label-inline"><div class="field__label">Difficulty</div><div class="field__item">Easy</div></div>\n'
            '<div class="text-content clearfix field field--name-field-summary field--type-text-long field--label-hidden field__item"><p>%s</p></div>\n'
            '<div class="field field--name-field-ingredients field--type-string field--label-above">\n<div class="field__label">Ingredients</div>\n<div class="field__items">\n%s\n</div>\n</div>\n'
            '<div class="field field--name-field-recipe-instruction field--type-text-long field--label-above">\n<div class="field__label">Recipe instruction</div>\n'
            '<div property="schema:recipeInstructions" class="text-content clearfix field__item"><ol>\n%s\n</ol></div>\n</div>\n'
            '<div class="field field--name-field-tags field--type-entity-reference field--label-above"><div class="field__label">Tags</div><div class="field__items">'
            '<div class="field__item"><a href="/tags/dinner" hreflang="en">Dinner</a></div><div class="field__item"><a href="/tags/family" hreflang="en">Family</a></div></div></div>\n'
            '</div>\n</article>'
            % (R.randrange(10, 99), r.lang, slug(r.name), esc(r.name), attr(r.name), slug(r.name), max((r.minutes or 30) - 15, 5),
               esc(r.ynum), esc(sentences(r.lang, 2)), items, steps))
    body = ('<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>\n<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>\n'
            '<div class="layout-container">%s\n<main role="main"><a id="main-content" tabindex="-1"></a><div class="layout-content">'
            '<div class="region region-breadcrumbs"><nav class="breadcrumb" role="navigation"><ol><li><a href="/">Home</a></li><li><a href="/recipes">Recipes</a></li></ol></nav></div>'
            '<div class="region region-content">%s</div></div></main>\n<div class="region region-content-bottom"><div class="block block-views"><h2>Recipe collections</h2>'
            '<div class="view-content"><ul>%s</ul></div></div></div>%s</div></div>'
            % (nav_html(r.lang, site, 1), node, "".join("<li><a href='/%s'>%s</a></li>" % (slug(t), esc(t)) for t in other_titles(r.lang, r.name, 6)),
               footer_html(r.lang, site, 1)))
    page = document(head, body, r.lang, html_attrs=' dir="ltr" prefix="%s"' % prefix, body_attrs='class="path-node page-node-type-recipe"')
    return add_recipe("rdfa-drupal", r.lang, "rdfa", page, r.name, texts, r.steps, [], r.ynum, None,
                      notes="Drupal RDF module: recipeInstructions is one field holding an <ol>, split per <li>; only preparation and cooking times, no total; yield is a bare number")


def shape_rdfa_lite_fr(r, site):
    mode = "named"
    W = L[r.lang]
    texts, parts = [], []
    for gname, items in r.groups:
        if gname:
            parts.append("<h4>%s</h4>" % esc(gname, mode))
        lis = []
        for i in items:
            a = au(i)
            inner = ('<span class="qte">%s</span> ' % esc(a, mode) if a else "") + '<span class="nom">%s</span>' % esc(i.name, mode)
            if i.note:
                inner += (" " if i.note.startswith("(") else ", ") + esc(i.note, mode)
            lis.append('<li property="recipeIngredient">%s</li>' % inner)
            texts.append(ltext(i))
        parts.append('<ul class="ingredients">%s</ul>' % "".join(lis))
    instr = '<div property="recipeInstructions" class="etapes">\n%s\n</div>' % "\n".join("<p>%s</p>" % shtml(s, mode) for s in r.steps)
    card = ('<article typeof="Recipe" class="fiche-recette">\n<h1 property="name">%s</h1>\n%s\n<ul class="infos"><li>%s <span property="recipeYield">%s</span></li>'
            '<li>%s : <time property="totalTime" datetime="%s">%s</time></li></ul>\n<h2>%s</h2>\n%s\n<h2>%s</h2>\n%s\n</article>'
            % (esc(r.name, mode), story_html(r.lang, 3, r.name, mode), W["yield_label"], esc(r.yield_text, mode), W["total"],
               iso_minutes(r.minutes), fmt_minutes(r.minutes, r.lang), W["ing"][0], "".join(parts), W["method"][0], instr))
    page = static_page(r.lang, site, r.name, card, html_lang=True, style=0, comments=3, exclude_name=r.name, cookie=2,
                       body_attrs='vocab="http://schema.org/"')
    return add_recipe("rdfa-lite", r.lang, "rdfa", page, r.name, texts, r.steps, r.group_list(), r.yield_text, r.minutes,
                      notes="RDFa Lite, vocab (http) on <body>; recipeInstructions is one <div> of <p>s, one step per <p>")

# ---------------------------------------------------------------- recipe plugins
SVG_PRINT = '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24"><g><path fill="#333" d="M19,5.09V1c0-0.552-0.448-1-1-1H6C5.448,0,5,0.448,5,1v4.09C2.167,5.569,0,8.033,0,11v7c0,0.552,0.448,1,1,1h4v4c0,0.552,0.448,1,1,1h12c0.552,0,1-0.448,1-1v-4h4c0.552,0,1-0.448,1-1v-7C24,8.033,21.833,5.569,19,5.09z"/></g></svg>'


def wprm_time(kind, m, label):
    h, mm = divmod(m, 60)
    parts = []
    if h:
        parts.append('<span class="wprm-recipe-details wprm-recipe-details-hours wprm-recipe-%s_time wprm-recipe-%s_time-hours">%d<span class="sr-only screen-reader-text wprm-screen-reader-text"> hour%s</span></span> '
                     '<span class="wprm-recipe-details-unit wprm-recipe-details-unit-hours wprm-recipe-%s_time-unit wprm-recipe-%s_timeunit-hours" aria-hidden="true">hr</span>'
                     % (kind, kind, h, "" if h == 1 else "s", kind, kind))
    if mm:
        parts.append('<span class="wprm-recipe-details wprm-recipe-details-minutes wprm-recipe-%s_time wprm-recipe-%s_time-minutes">%d<span class="sr-only screen-reader-text wprm-screen-reader-text"> minutes</span></span> '
                     '<span class="wprm-recipe-details-unit wprm-recipe-details-minutes wprm-recipe-%s_time-unit wprm-recipe-%s_timeunit-minutes" aria-hidden="true">mins</span>'
                     % (kind, kind, mm, kind, kind))
    return ('<div class="wprm-recipe-block-container wprm-recipe-block-container-inline wprm-block-text-normal wprm-recipe-time-container wprm-recipe-%s-time-container" style="">'
            '<span class="wprm-recipe-details-label wprm-block-text-bold wprm-recipe-time-label wprm-recipe-%s-time-label">%s </span>'
            '<span class="wprm-recipe-time wprm-block-text-normal">%s</span></div>' % (kind, kind, label, " ".join(parts)))


def wprm_card(r, rid, notesep="none", checkbox=False, instr_groups=False, table=False, mode="plain", header_tag="h3", group_tag="h4",
              labels=None):
    W = L[r.lang]
    lab = labels or {"ing": "Ingredients", "ins": "Instructions", "servings": "Servings", "total": "Total Time", "prep": "Prep Time",
                     "notes": "Notes", "equipment": "Equipment"}
    texts, groups_html, uid = [], [], 0
    for gname, items in r.groups:
        lis = []
        for i in items:
            amt = '<span class="wprm-recipe-ingredient-amount">%s</span>' % esc(i.amount, mode) if i.amount else ""
            unit = '<span class="wprm-recipe-ingredient-unit">%s</span>' % esc(i.unit, mode) if i.unit else ""
            amount_unit = "&#32;".join(x for x in (amt, unit) if x)
            name = esc(i.name, mode)
            if R.random() < .2 and len(i.name.split()) < 4:
                name = '<a href="https://shop.example/%s" class="wprm-recipe-ingredient-link" target="_blank" rel="nofollow">%s</a>' % (slug(i.name), name)
            if i.note:
                note_txt = i.note
                if notesep == "paren":
                    note_txt = "(" + i.note.strip("()") + ")"
                sep = {"none": "&#32;", "comma": ",&#32;", "paren": "&#32;", "dash": "&#32;-&#32;"}[notesep]
                if i.note.startswith("(") and notesep == "comma":
                    sep = "&#32;"
                notes = '<span class="wprm-recipe-ingredient-notes wprm-recipe-ingredient-notes-faded">%s</span>' % esc(note_txt, mode)
            else:
                sep, notes = "", ('<span class="wprm-recipe-ingredient-notes"></span>' if table else "")
            if table:
                body = ('<span class="wprm-recipe-ingredient-amount-unit" style="flex-basis: 100px;">%s</span> '
                        '<span class="wprm-recipe-ingredient-name" style="flex-basis: 200px;">%s</span>%s%s' % (amount_unit, name, sep, notes))
            else:
                body = (amount_unit + "&#32;" if amount_unit else "") + '<span class="wprm-recipe-ingredient-name">%s</span>%s%s' % (name, sep, notes)
            if checkbox:
                body = ('<span class="wprm-checkbox-container"><input type="checkbox" id="wprm-checkbox-%d" class="wprm-checkbox" aria-label="&nbsp;%s">'
                        '<label for="wprm-checkbox-%d" class="wprm-checkbox-label"><span class="sr-only screen-reader-text wprm-screen-reader-text">&#9634; </span></label></span>'
                        % (uid, attr(i.name), uid)) + body
            lis.append('<li class="wprm-recipe-ingredient" style="list-style-type: %s;" data-uid="%d">%s</li>' % ("none" if checkbox or table else "disc", uid, body))
            uid += 1
            ns = "paren" if notesep == "paren" else ("space" if notesep == "none" else notesep)
            texts.append(ltext(i, ns))
        gh = ('<%s class="wprm-recipe-group-name wprm-recipe-ingredient-group-name wprm-block-text-bold">%s</%s>' % (group_tag, esc(gname, mode), group_tag)) if gname else ""
        groups_html.append('<div class="wprm-recipe-ingredient-group">%s<ul class="wprm-recipe-ingredients">%s</ul></div>' % (gh, "".join(lis)))
    if instr_groups:
        half = (len(r.steps) + 1) // 2
        igroups = [(W["prep"], r.steps[:half]), (W["cook"], r.steps[half:])]
    else:
        igroups = [("", r.steps)]
    ihtml, k = [], 0
    for gname, ss in igroups:
        lis = []
        for s in ss:
            lis.append('<li id="wprm-recipe-%d-step-%d-%d" class="wprm-recipe-instruction" style="list-style-type: decimal;">'
                       '<div class="wprm-recipe-instruction-text" style="margin-bottom: 5px;"><span style="display: block;">%s</span></div></li>'
                       % (rid, len(ihtml), k, shtml(s, mode)))
            k += 1
        gh = ('<%s class="wprm-recipe-group-name wprm-recipe-instruction-group-name wprm-block-text-bold">%s</%s>' % (group_tag, esc(gname), group_tag)) if gname else ""
        ihtml.append('<div class="wprm-recipe-instruction-group">%s<ul class="wprm-recipe-instructions">%s</ul></div>' % (gh, "".join(lis)))
    times = wprm_time("prep", 15, lab["prep"]) + (wprm_time("total", r.minutes, lab["total"]) if r.minutes else "")
    servings = ('<div class="wprm-recipe-block-container wprm-recipe-block-container-inline wprm-block-text-normal wprm-recipe-servings-container" style="">'
                '<span class="wprm-recipe-details-label wprm-block-text-bold wprm-recipe-servings-label">%s </span>'
                '<span class="wprm-recipe-servings-with-unit"><span class="wprm-recipe-servings wprm-recipe-details wprm-recipe-servings-%d wprm-recipe-servings-adjustable-tooltip wprm-block-text-normal" data-recipe="%d" aria-label="Adjust recipe servings">%s</span> '
                '<span class="wprm-recipe-servings-unit wprm-recipe-details-unit wprm-block-text-normal">%s</span></span></div>'
                % (lab["servings"], rid, rid, esc(r.ynum), esc(r.yunit, mode)))
    hdr = lambda cls, t: ('<%s class="wprm-recipe-header wprm-recipe-%s-header wprm-block-text-uppercase wprm-align-left wprm-header-decoration-line" style="">%s'
                          '<div class="wprm-decoration-line" style="border-color: #e0e0e0"></div></%s>' % (header_tag, cls, t, header_tag))
    card = ('<div id="recipe"></div><div id="wprm-recipe-container-%d" class="wprm-recipe-container" data-recipe-id="%d" data-servings="%s">'
            '<div class="wprm-recipe wprm-recipe-template-custom-chic">\n'
            '<div class="wprm-container-float-right"><div class="wprm-recipe-image wprm-block-image-rounded"><img style="border-width: 0px;" width="300" height="300" '
            'src="https://images.example/wp-content/uploads/%s-300x300.jpg" class="attachment-300x300 size-300x300" alt="" decoding="async" /></div></div>\n'
            '<h2 class="wprm-recipe-name wprm-block-text-bold">%s</h2>\n<div class="wprm-spacer"></div>\n'
            '<div class="wprm-recipe-summary wprm-block-text-normal"><span style="display: block;">%s</span></div>\n'
            '<div class="wprm-recipe-buttons"><a href="/wprm_print/%s" style="color: #333333;" class="wprm-recipe-print wprm-recipe-link wprm-print-recipe-shortcode wprm-block-text-normal" data-recipe-id="%d" data-template="" target="_blank" rel="nofollow">'
            '<span class="wprm-recipe-icon wprm-recipe-print-icon">%s</span> Print Recipe</a>'
            '<a href="https://www.pinterest.com/pin/create/bookmarklet/?url=x" class="wprm-recipe-pin wprm-recipe-link wprm-block-text-normal" target="_blank" rel="nofollow noopener" data-recipe="%d">Pin Recipe</a></div>\n'
            '<div class="wprm-recipe-meta-container wprm-recipe-times-container wprm-recipe-details-container wprm-recipe-details-container-inline wprm-block-text-normal" style="">%s</div>\n'
            '<div class="wprm-recipe-meta-container wprm-recipe-custom-container wprm-recipe-details-container wprm-recipe-details-container-inline wprm-block-text-normal" style="">%s</div>\n'
            '<div id="recipe-%d-equipment" class="wprm-recipe-equipment-container wprm-block-text-normal" data-recipe="%d">%s'
            '<ul class="wprm-recipe-equipment wprm-recipe-equipment-list"><li class="wprm-recipe-equipment-item" style="list-style-type: disc;"><div class="wprm-recipe-equipment-name">Mixing bowl</div></li>'
            '<li class="wprm-recipe-equipment-item" style="list-style-type: disc;"><div class="wprm-recipe-equipment-name">Baking tin</div></li></ul></div>\n'
            '<div id="recipe-%d-ingredients" class="wprm-recipe-ingredients-container wprm-recipe-%d-ingredients-container wprm-block-text-normal wprm-ingredient-style-%s" data-recipe="%d" data-servings="%s">%s%s'
            '<div class="wprm-unit-conversion-container wprm-unit-conversion-container-%d wprm-unit-conversion-container-links wprm-block-text-normal" style="">'
            '<a href="#" class="wprm-unit-conversion wprmpuc-active" data-system="1" data-recipe="%d">Metric</a> - <a href="#" class="wprm-unit-conversion" data-system="2" data-recipe="%d">US Customary</a></div></div>\n'
            '<div id="recipe-%d-instructions" class="wprm-recipe-instructions-container wprm-recipe-%d-instructions-container wprm-block-text-normal" data-recipe="%d">%s%s</div>\n'
            '<div id="recipe-%d-notes" class="wprm-recipe-notes-container wprm-block-text-normal">%s<div class="wprm-recipe-notes"><span style="display: block;">%s</span></div></div>\n'
            '<h3 class="wprm-recipe-header wprm-recipe-nutrition-header wprm-block-text-uppercase">Nutrition</h3><div class="wprm-nutrition-label-container wprm-nutrition-label-container-simple wprm-block-text-normal" style="text-align: left;">'
            '<span class="wprm-nutrition-label-text-nutrition-container wprm-nutrition-label-text-nutrition-container-calories"><span class="wprm-nutrition-label-text-nutrition-label wprm-block-text-normal">Calories: </span><span class="wprm-nutrition-label-text-nutrition-value">%d</span><span class="wprm-nutrition-label-text-nutrition-unit">kcal</span></span></div>\n'
            '</div></div>'
            % (rid, rid, esc(r.ynum), slug(r.name), esc(r.name, mode), esc(sentences(r.lang, 1), mode), slug(r.name), rid, SVG_PRINT, rid,
               times, servings, rid, rid, hdr("equipment", lab["equipment"]), rid, rid, "table-3" if table else "regular", rid, esc(r.ynum),
               hdr("ingredients", lab["ing"]), "".join(groups_html), rid, rid, rid,
               rid, rid, rid, hdr("instructions", lab["ins"]), "".join(ihtml),
               rid, hdr("notes", lab["notes"]), esc(L[r.lang]["tips"][0], mode), 200 + R.randrange(300)))
    return card, texts


def wprm_jump(rid, lang):
    return ('<div class="wprm-recipe-snippet wprm-recipe-snippet-container" data-recipe-id="%d"><a href="#recipe" data-recipe="%d" style="color: #ffffff;background-color: #b24848;" '
            'class="wprm-recipe-jump wprm-recipe-link wprm-jump-to-recipe-shortcode wprm-block-text-normal wprm-recipe-jump-inline-button wprm-recipe-link-inline-button wprm-color-accent">%s</a> '
            '<a href="/wprm_print/%d" class="wprm-recipe-print wprm-recipe-link wprm-print-recipe-shortcode wprm-recipe-print-inline-button" target="_blank" rel="nofollow">%s</a></div>'
            % (rid, rid, L[lang]["jump"], rid, L[lang]["print_"]))


def shape_wprm(r, site, theme, post_title, notesep="none", checkbox=False, instr_groups=False, table=False, labels=None, html_lang=True):
    rid = R.randrange(1000, 99999)
    mode = pick(["plain", "named"])
    card, texts = wprm_card(r, rid, notesep, checkbox, instr_groups, table, mode, labels=labels)
    ad = '<div class="adthrive-ad adthrive-content adthrive-content-1 adthrive-ad-cls" style="min-height: 250px;"></div>'
    content = story_html(r.lang, 5, r.name, mode) + "\n" + ad + "\n" + faq_html(r.lang, "h2", "h3") + "\n" + card
    page = wp_page(theme, r.lang, site, post_title, content, r.name, url_for(site, post_title), html_lang=html_lang,
                   before_content=wprm_jump(rid, r.lang), after_content=newsletter_html(r.lang, 1), comments=3)
    shape = "wprm-table" if table else "wprm"
    notes = ["the post title differs from the card's wprm-recipe-name"]
    if checkbox:
        notes.append("checkbox lists carry screen-reader text '▢ ' that is not part of a line")
    if instr_groups:
        notes.append("instruction groups (wprm-recipe-instruction-group-name) are not steps")
    notes.append("notes separator: %s" % notesep)
    notes.append("an equipment list and an FAQ with an ingredients question come before the card")
    return add_recipe(shape, r.lang, "plugin", page, r.name, texts, r.steps, r.group_list(), r.yield_text, r.minutes, notes="; ".join(notes))


def shape_tasty(r, site, theme, post_title, style):
    """style 0: modern (ingredients-body, h4 groups, checkboxes), 1: older (ul directly, strong groups), 2: <p> lines."""
    mode = pick(["plain", "named"])
    W = L[r.lang]
    tid = R.randrange(1000, 99999)
    texts, body = [], []
    for gname, items in r.groups:
        if gname:
            body.append("<h4>%s</h4>" % esc(gname, mode) if style == 0 else "<p><strong>%s</strong></p>" % esc(gname, mode))
        lines = []
        for i in items:
            a = au(i, compact=(style == 2))
            ah = ('<span data-amount="%s"%s>%s</span> ' % (attr(i.amount), (' data-unit="%s"' % attr(i.unit)) if i.unit else "", esc(a, mode))) if a else ""
            txt = Ing(a, "", i.name, i.note)
            rest = lhtml(Ing("", "", i.name, i.note), mode)
            if style == 0:
                lines.append('<li data-tr-ingredient-checkbox=""><span class="tr-ingredient-checkbox-container"><input type="checkbox" name="" value="" aria-label="%s" data-tr-checkbox-id="%s">'
                             '<span class="tr-ingredient-checkbox" aria-hidden="true"></span></span>%s%s</li>' % (attr(i.name), "%x" % R.randrange(16 ** 6), ah, rest))
            elif style == 1:
                lines.append("<li>%s%s</li>" % (ah, rest))
            else:
                lines.append("<p>%s%s</p>" % (ah, rest))
            texts.append(ltext(txt))
        body.append(("<ul>%s</ul>" % "".join(lines)) if style != 2 else "".join(lines))
    steps = "".join('<li id="instruction-step-%d">%s</li>' % (k + 1, shtml(s, mode)) for k, s in enumerate(r.steps))
    t_label = {"en": ("Author", "Prep Time", "Total Time", "Yield", "Description", "Ingredients", "Instructions", "Notes", "Category", "Method"),
               "fr": ("Auteur", "Préparation", "Temps total", "Portions", "Description", "Ingrédients", "Instructions", "Notes", "Catégorie", "Méthode")}.get(
        r.lang, ("Author", "Prep Time", "Total Time", "Yield", "Description", "Ingredients", "Instructions", "Notes", "Category", "Method"))
    scale = ('<div class="tasty-recipes-units-scale-container"><span class="tasty-recipes-scale-container"><span class="tasty-recipes-scale-label">Scale</span>'
             '<button class="tasty-recipes-scale-button tasty-recipes-scale-button-active" data-amount="1">1x</button><button class="tasty-recipes-scale-button" data-amount="2">2x</button>'
             '<button class="tasty-recipes-scale-button" data-amount="3">3x</button></span></div>')
    ing_section = ('<div class="tasty-recipes-ingredients"><div class="tasty-recipes-ingredients-header"><h3 data-tasty-recipes-customization="h3-color.color h3-transform.text-transform">%s</h3>%s</div>'
                   '<div class="tasty-recipes-ingredients-body" data-tasty-recipes-customization="body-color.color">%s</div></div>' % (t_label[5], scale, "".join(body))
                   if style != 1 else '<div class="tasty-recipes-ingredients"><h3>%s</h3>%s</div>' % (t_label[5], "".join(body)))
    ins_section = ('<div class="tasty-recipes-instructions"><div class="tasty-recipes-instructions-header"><h3>%s</h3></div>'
                   '<div class="tasty-recipes-instructions-body" data-tasty-recipes-customization="body-color.color"><ol>%s</ol></div></div>' % (t_label[6], steps)
                   if style != 1 else '<div class="tasty-recipes-instructions"><h3>%s</h3><ol>%s</ol></div>' % (t_label[6], steps))
    yld = '<span data-amount="%s">%s</span> %s' % (attr(r.ynum), esc(r.ynum), esc(r.yunit, mode))
    card = ('<span class="tasty-recipes-jump-target" id="tasty-recipes-%d-jump-target" style="display:block;padding-top:2px;margin-top:-2px;"></span>'
            '<div id="tasty-recipes-%d" class="tasty-recipes tasty-recipes-%d tasty-recipes-has-image tasty-recipes-display">\n'
            '<div class="tasty-recipes-entry-header"><div class="tasty-recipes-image"><img width="225" height="225" src="https://images.example/%s-225x225.jpg" alt="" data-pin-nopin="true"></div>'
            '<h2 class="tasty-recipes-title" data-tasty-recipes-customization="h2-color.color h2-transform.text-transform">%s</h2>'
            '<div class="tasty-recipes-rating" data-tasty-recipes-customization="detail-label-color.color"><p><span class="tasty-recipes-ratings-buttons">★★★★★</span></p>'
            '<p><span class="rating-label"><span class="average">4.8</span> from <span class="count">%d</span> reviews</span></p></div>'
            '<div class="tasty-recipes-details"><ul>'
            '<li class="author"><span class="tasty-recipes-label">%s:</span> <span class="tasty-recipes-author-name">%s</span></li>'
            '<li class="prep-time"><span class="tasty-recipes-label">%s:</span> <span class="tasty-recipes-prep-time">15 minutes</span></li>'
            '%s'
            '<li class="yield"><span class="tasty-recipes-label">%s:</span> <span class="tasty-recipes-yield">%s</span></li>'
            '<li class="category"><span class="tasty-recipes-label">%s:</span> <span class="tasty-recipes-category">%s</span></li>'
            '</ul></div></div>\n'
            '<div class="tasty-recipes-entry-content"><div class="tasty-recipes-description"><h3>%s</h3><div class="tasty-recipes-description-body"><p>%s</p></div></div>\n'
            '%s\n%s\n'
            '<div class="tasty-recipes-notes"><h3>%s</h3><div class="tasty-recipes-notes-body"><ul><li>%s</li><li>%s</li></ul></div></div>\n'
            '<div class="tasty-recipes-other-details"><ul><li class="category"><span class="tasty-recipes-label">%s:</span> %s</li><li class="method"><span class="tasty-recipes-label">%s:</span> Oven</li></ul></div>\n'
            '<div class="tasty-recipes-entry-footer"><div class="tasty-recipes-footer-content"><p>Did you make this recipe?</p><p>Tag us on Instagram</p></div></div>'
            '</div></div>'
            % (tid, tid, tid, slug(r.name), esc(r.name, mode), 20 + R.randrange(200), t_label[0], esc(site.split()[0]), t_label[1],
               ('<li class="total-time"><span class="tasty-recipes-label">%s:</span> <span class="tasty-recipes-total-time">%s</span></li>'
                % (t_label[2], fmt_minutes(r.minutes, r.lang, 0))) if r.minutes else "",
               t_label[3], yld, t_label[8], esc(W["cats"][2]), t_label[4], esc(sentences(r.lang, 1), mode), ing_section, ins_section,
               t_label[7], esc(W["tips"][0], mode), esc(W["tips"][-1], mode), t_label[8], esc(W["cats"][2]), t_label[9]))
    jump = ('<div class="tasty-recipes-buttons"><a class="tasty-recipes-jump-link button" href="#tasty-recipes-%d-jump-target">%s</a>'
            '<a class="tasty-recipes-print-button button" href="/tasty-recipes/print/%d">%s</a></div>' % (tid, L[r.lang]["jump"], tid, L[r.lang]["print_"]))
    content = story_html(r.lang, 4, r.name, mode) + "\n" + tips_html(r.lang) + "\n" + card
    page = wp_page(theme, r.lang, site, post_title, content, r.name, url_for(site, post_title), before_content=jump, comments=2)
    notes = {0: "modern Tasty Recipes: h4 groups inside tasty-recipes-ingredients-body; Scale 1x/2x/3x buttons in the header are not ingredients",
             1: "older Tasty Recipes: ul directly in tasty-recipes-ingredients; groups as <p><strong>",
             2: "ingredient lines are <p> elements in the body; groups as <p><strong>"}[style]
    return add_recipe("tasty-recipes", r.lang, "plugin", page, r.name, texts, r.steps, r.group_list(), r.yield_text, r.minutes, notes=notes)


def shape_mv_create(r, site, theme, post_title, style):
    mode = pick(["plain", "named"])
    W = L[r.lang]
    cid = R.randrange(100, 999)
    texts, ing = [], []
    for gname, items in r.groups:
        if gname:
            ing.append("<h4>%s</h4>" % esc(gname, mode))
        ing.append("<ul>%s</ul>" % "".join("<li>%s</li>" % lhtml(i, mode, link=R.random() < .2) for i in items))
        texts += [ltext(i) for i in items]
    steps = "".join("<li>%s</li>" % shtml(s, mode) for s in r.steps)
    times = ('<div class="mv-create-times mv-create-times-3">'
             '<div class="mv-create-time mv-create-time-prep"><strong class="mv-create-time-label mv-create-strong mv-create-text-secondary">Prep Time</strong> '
             '<span class="mv-create-time-format mv-create-text-secondary">15 minutes</span></div>'
             '<div class="mv-create-time mv-create-time-active"><strong class="mv-create-time-label mv-create-strong mv-create-text-secondary">Cook Time</strong> '
             '<span class="mv-create-time-format mv-create-text-secondary">%s</span></div>'
             '<div class="mv-create-time mv-create-time-total"><strong class="mv-create-time-label mv-create-strong mv-create-text-secondary">Total Time</strong> '
             '<span class="mv-create-time-format mv-create-text-secondary">%s</span></div></div>'
             % (fmt_minutes(max(r.minutes - 15, 5), r.lang, 0), fmt_minutes(r.minutes, r.lang, 0)))
    products = ('<div class="mv-create-products"><h3 class="mv-create-products-title mv-create-title-secondary">Recommended Products</h3>'
                '<p class="mv-create-products-disclaimer">As an Amazon Associate and member of other affiliate programs, I earn from qualifying purchases.</p>'
                '<ul class="mv-create-products-list"><li class="mv-create-products-item"><a href="https://amzn.example/1" rel="nofollow noopener" target="_blank">'
                '<img src="https://images.example/p1.jpg" alt=""><span class="mv-create-products-product-name">Stand Mixer</span></a></li>'
                '<li class="mv-create-products-item"><a href="https://amzn.example/2" rel="nofollow noopener" target="_blank"><span class="mv-create-products-product-name">Digital Kitchen Scale</span></a></li></ul></div>')
    card = ('<div id="mv-creation-%d" class="mv-create-card mv-create-card-%d mv-recipe-card mv-create-card-style-%s mv-create-has-image mv-create-has-ingredients mv-create-has-instructions" data-derive-font-from="h2">\n'
            '<div class="mv-create-wrapper mv-create-wrapper-centered">'
            '<header class="mv-create-header"><div class="mv-create-image-container"><img class="mv-create-image no_pin" src="https://images.example/%s-480x480.jpg" alt="%s" width="480" height="480"></div>'
            '<h2 class="mv-create-title mv-create-title-primary">%s</h2>'
            '<div class="mv-create-reviews" data-mv-create-id="%d" data-mv-create-rating="4.9" data-mv-create-total-ratings="36"></div>'
            '%s'
            '<div class="mv-create-yield mv-create-uppercase mv-create-strong">Yield: %s</div>'
            '<div class="mv-create-description"><p>%s</p></div></header>\n'
            '<div class="mv-create-ingredients"><h3 class="mv-create-ingredients-title mv-create-title-secondary">Ingredients</h3>%s</div>\n'
            '<div class="mv-create-target mv-create-primary-unit"><div class="mv-ad-box mv-create-ad" data-slotname="recipe_1"></div></div>\n'
            '<div class="mv-create-instructions mv-create-instructions-slot-v2"><h3 class="mv-create-instructions-title mv-create-title-secondary">Instructions</h3><ol>%s</ol></div>\n'
            '<div class="mv-create-notes mv-create-notes-slot-v2"><h3 class="mv-create-notes-title mv-create-title-secondary">Notes</h3><div class="mv-create-notes-content"><p>%s</p></div></div>\n'
            '%s\n'
            '<div class="mv-create-nutrition"><h3 class="mv-create-nutrition-title mv-create-title-secondary">Nutrition Information</h3>'
            '<div class="mv-create-nutrition-box"><div class="mv-create-nutrition-yield"><strong class="mv-create-nutrition-label">Yield</strong> %s</div>'
            '<div class="mv-create-nutrition-calories"><strong class="mv-create-nutrition-label">Calories</strong> %d</div></div></div>\n'
            '<footer class="mv-create-footer"><div class="mv-create-social"><p>Did you make this recipe?</p></div></footer>'
            '</div></div>'
            % (cid, cid, "centered-dark" if style == 0 else "square", slug(r.name), attr(r.name), esc(r.name, mode), cid, times,
               esc(r.yield_text, mode), esc(sentences(r.lang, 1), mode), "".join(ing), steps, esc(W["tips"][-1], mode),
               products if style != 2 else "", esc(r.ynum), 180 + R.randrange(400)))
    jump = ('<div class="mv-create-jtr"><a class="mv-create-jtr-link" href="#mv-creation-%d"><svg class="mv-create-jtr-caret" viewBox="0 0 320 512" width="8"><path d="M0 0"/></svg> Jump to Recipe</a></div>' % cid)
    content = story_html(r.lang, 6, r.name, mode) + "\n" + card
    page = wp_page(theme, r.lang, site, post_title, content, r.name, url_for(site, post_title), before_content=jump, comments=3)
    return add_recipe("mv-create", r.lang, "plugin", page, r.name, texts, r.steps, r.group_list(), r.yield_text, r.minutes,
                      notes="Mediavine Create card; 'Yield: ' is inside the yield element; " + ("a Recommended Products list follows the notes" if style != 2 else "no products"))


def shape_wpurp(r, site, theme):
    mode = "plain"
    W = L[r.lang]
    texts, groups = [], []
    for gname, items in r.groups:
        lis = []
        for i in items:
            parts = []
            if i.amount:
                parts.append('<span class="wpurp-recipe-ingredient-quantity recipe-ingredient-quantity" data-normalized="%s" data-fraction="0" data-original="%s">%s</span>' % (attr(i.amount), attr(i.amount), esc(i.amount)))
            if i.unit:
                parts.append('<span class="wpurp-recipe-ingredient-unit recipe-ingredient-unit" data-original="%s">%s</span>' % (attr(i.unit), esc(i.unit)))
            parts.append('<span class="wpurp-recipe-ingredient-name recipe-ingredient-name"><a href="/ingredient/%s/">%s</a></span>' % (slug(i.name), esc(i.name)))
            if i.note:
                parts.append('<span class="wpurp-recipe-ingredient-notes recipe-ingredient-notes">%s</span>' % esc(i.note))
            lis.append('<li class="wpurp-recipe-ingredient"><span class="wpurp-box">%s</span></li>' % " ".join(parts))
            texts.append(ltext(i, "space"))
        gh = '<div class="wpurp-rows-row"><span class="wpurp-recipe-ingredient-group">%s</span></div>' % esc(gname) if gname else ""
        groups.append('<div class="wpurp-recipe-ingredient-group-container" data-group="%s">%s<ul class="wpurp-recipe-ingredient-container">%s</ul></div>' % (attr(gname or ""), gh, "".join(lis)))
    steps = "".join('<li class="wpurp-recipe-instruction"><div class="wpurp-box"><span class="wpurp-recipe-instruction-text recipe-instruction-text">%s</span></div></li>' % shtml(s) for s in r.steps)
    rid = R.randrange(100, 999)
    card = ('<div class="wpurp-container recipe-default" id="wpurp-container-recipe-%d" data-id="%d" data-permalink="%s" data-custom-print="0" data-servings-original="%s">'
            '<div class="wpurp-rows"><div class="wpurp-rows-row"><span class="wpurp-recipe-title">%s</span></div>'
            '<div class="wpurp-rows-row"><span class="wpurp-recipe-description">%s</span></div>'
            '<div class="wpurp-rows-row"><span class="wpurp-recipe-servings-changer recipe-servings-changer" data-original="%s"></span></div>'
            '<div class="wpurp-columns"><div class="wpurp-rows"><div class="wpurp-rows-row"><span class="wpurp-title">Servings</span> <span class="wpurp-recipe-servings">%s</span> <span class="wpurp-recipe-servings-type">%s</span></div>'
            '<div class="wpurp-rows-row"><span class="wpurp-title">Prep</span> <span class="wpurp-recipe-prep-time">15</span> <span class="wpurp-recipe-prep-time-text">minutes</span></div>'
            '<div class="wpurp-rows-row"><span class="wpurp-title">Cook</span> <span class="wpurp-recipe-cook-time">%d</span> <span class="wpurp-recipe-cook-time-text">minutes</span></div></div></div>'
            '<div class="wpurp-rows-row"><span class="wpurp-title">Ingredients</span></div>'
            '<div class="wpurp-recipe-ingredients">%s</div>'
            '<div class="wpurp-rows-row"><span class="wpurp-title">Instructions</span></div>'
            '<div class="wpurp-recipe-instructions"><div class="wpurp-recipe-instruction-group-container"><ol class="wpurp-recipe-instruction-container">%s</ol></div></div>'
            '<div class="wpurp-rows-row"><a href="#" class="wpurp-recipe-print-button">Print</a></div></div></div>'
            % (rid, rid, url_for(site, r.name), esc(r.ynum), esc(r.name), esc(sentences(r.lang, 1)), esc(r.ynum), esc(r.ynum), esc(r.yunit),
               max((r.minutes or 30) - 15, 5), "".join(groups), steps))
    content = story_html(r.lang, 3, r.name) + "\n" + card
    page = wp_page(theme, r.lang, site, r.name, content, r.name, url_for(site, r.name), comments=2)
    return add_recipe("wpurp", r.lang, "plugin", page, r.name, texts, r.steps, r.group_list(), r.yield_text, None,
                      notes="WP Ultimate Recipe; notes joined by a space; only prep and cook times")


def shape_ziplist(r, site, theme):
    mode = "numeric"
    W = L[r.lang]
    texts, items = [], []
    for gname, its in r.groups:
        if gname:
            items.append('<div class="ingredient-label">%s</div>' % esc(gname, mode))
        for i in its:
            items.append('<li class="ingredient">%s</li>' % lhtml(i, mode))
            texts.append(ltext(i))
    steps = "".join('<li class="instruction">%s</li>' % shtml(s, mode) for s in r.steps)
    rid = R.randrange(10, 300)
    card = ('<div id="zlrecipe-container-%d" class="zlrecipe-container-border" style="border: 1px solid #ccc;">'
            '<div id="zlrecipe-container" class="serif zlrecipe"><div id="zlrecipe-innerdiv"><div class="item b-b">'
            '<div class="zlrecipe-print-link fl-r"><a class="butn-link" title="Print this recipe" href="javascript:void(0);" onclick="zlrPrint(\'zlrecipe-container-%d\'); return false" rel="nofollow">Print</a></div>'
            '<div id="zlrecipe-title" class="b-b h-1 strong">%s</div></div>'
            '<div class="zlmeta zlclear"><div class="fl-l width-50"><p id="zlrecipe-prep-time">Prep Time: <span class="prep_time">15 minutes</span></p>'
            '%s</div><div class="fl-l width-50"><p id="zlrecipe-yield"><span class="zrdn-servings-label">Servings:&nbsp;</span><span class="yield">%s</span></p></div><div class="zlclear"></div></div>'
            '<div class="img-desc-wrap"><p class="t-a-c"><img class="photo" src="https://images.example/%s.jpg" title="%s" alt="%s" /></p>'
            '<div id="zlrecipe-summary"><p class="summary italic">%s</p></div></div>'
            '<p id="zlrecipe-ingredients" class="h-4 strong">Ingredients</p><ul id="zlrecipe-ingredients-list">%s</ul>'
            '<p id="zlrecipe-instructions" class="h-4 strong">Instructions</p><ol id="zlrecipe-instructions-list" class="instructions">%s</ol>'
            '<div class="zlclear"></div><div class="ziplist-recipe-plugin" style="display: block !important"><a title="ZipList Recipe Plugin" href="http://www.ziplist.com/recipe_plugin" target="_blank">ZipList Recipe Plugin</a></div>'
            '</div></div></div>'
            % (rid, rid, esc(r.name, mode),
               ('<p id="zlrecipe-total-time">Total Time: <span>%s</span></p>' % fmt_minutes(r.minutes, r.lang, 1)) if r.minutes else "",
               esc(r.yield_text, mode), slug(r.name), attr(r.name), attr(r.name), esc(sentences(r.lang, 1), mode), "".join(items), steps))
    content = story_html(r.lang, 3, r.name) + "\n" + card
    page = wp_page(theme, r.lang, site, r.name, content, r.name, url_for(site, r.name), comments=2, yoast=False)
    return add_recipe("ziplist", r.lang, "plugin", page, r.name, texts, r.steps, r.group_list(), r.yield_text, r.minutes,
                      notes="ZipList / early Zip Recipes: ids zlrecipe-*; group labels are <div class=ingredient-label> inside the <ul>")


def shape_zip_recipes(r, site, theme):
    mode = "plain"
    texts, out = [], []
    cls = "zrdn-list zrdn-ingredients-list nobullets zrdn-element_ingredients"
    cur = []
    first = True
    for gname, its in r.groups:
        if gname:
            out.append('<ul class="%s">%s</ul>' % (cls, "".join(cur)))
            cur = []
            out.append('<h4 class="zrdn-subtitle">\n            %s\n        </h4>' % esc(gname))
            cls = "zrdn-list zrdn-ingredients-list  nobullets"
        for i in its:
            cur.append("\n        <li>%s</li>\n" % lhtml(i, mode))
            texts.append(ltext(i))
    out.append('<ul class="%s">%s</ul>' % (cls, "".join(cur)))
    steps = "".join("\n            <li>%s</li>\n" % shtml(s) for s in r.steps)
    card = ('<div class="zrdn-block zrdn-recipe-container zrdn-layout-default" id="zrdn-recipe-container">\n'
            '<div class="zrdn-element_recipe_title"><h2 class="zrdn-recipe-title">%s</h2></div>\n'
            '<div class="zrdn-element_recipe_image"><img class="zrdn-recipe-image" src="https://images.example/%s.jpg" alt="%s"></div>\n'
            '<div class="zrdn-details zrdn-element_details"><div class="zrdn-element_yield"><span class="zrdn-recipe-label">Servings</span> <span class="zrdn-yield">%s</span></div>'
            '<div class="zrdn-element_total_time"><span class="zrdn-recipe-label">Total Time</span> <span class="zrdn-total-time">%s</span></div></div>\n'
            '<div class="zrdn-element_summary"><p>%s</p></div>\n'
            '<h3 class="zrdn-recipe-label zrdn-ingredients-label">\n    Ingredients\n</h3>\n\n%s\n'
            '    <h3 class="zrdn-recipe-label zrdn-instructions-label">\n        Instructions\n    </h3>\n'
            '<ol class="zrdn-list zrdn-instructions-list nobullets  zrdn-element_instructions">%s</ol>\n'
            '<div class="zrdn-element_notes"><h3 class="zrdn-recipe-label zrdn-notes-label">Notes</h3><p>%s</p></div>\n</div>'
            % (esc(r.name), slug(r.name), attr(r.name), esc(r.yield_text), fmt_minutes(r.minutes, r.lang, 0), esc(sentences(r.lang, 1)),
               "\n".join(out), steps, esc(L[r.lang]["tips"][0])))
    content = story_html(r.lang, 3, r.name) + "\n" + card
    page = wp_page(theme, r.lang, site, r.name, content, r.name, url_for(site, r.name), comments=2)
    return add_recipe("zip-recipes", r.lang, "plugin", page, r.name, texts, r.steps, r.group_list(), r.yield_text, r.minutes,
                      notes="Zip Recipes (zrdn-*): each group closes the list and opens a new one after an <h4 class=zrdn-subtitle>" +
                            ("; the first <ul> is empty" if r.groups[0][0] else ""))


def shape_easyrecipe(r, site, theme, old):
    mode = "named"
    W = L[r.lang]
    texts, lis = [], []
    sep_cls = "ERSeparator" if old else "ERSSeparator"
    for gname, its in r.groups:
        if gname:
            lis.append('<li class="%s">%s</li>' % (sep_cls, esc(gname, mode)))
        for i in its:
            lis.append('<li class="ingredient">%s</li>' % lhtml(i, mode))
            texts.append(ltext(i))
    steps = "".join('<li class="instruction">%s</li>' % shtml(s, mode) for s in r.steps)
    tt = ('<time datetime="%s">%s</time>' % (iso_minutes(r.minutes), fmt_minutes(r.minutes, r.lang, 1))) if r.minutes else ""
    if old:
        card = ('<div class="easyrecipe" data-rating="5">\n<div class="item ERName">%s</div>\n<div class="ERClear"></div>\n'
                '<div class="ERHead"><span class="xlate">Recipe Type</span>: <span class="type">%s</span> </div>\n'
                '<div class="ERHead">Author: <span class="author">%s</span></div>\n'
                '<div class="ERHead"> Prep time:\n      <time datetime="PT15M">15 mins</time>\n    </div>\n'
                '%s<div class="ERHead"> Serves: <span class="yield">%s</span> </div>\n<div class="ERSummary summary">%s</div>\n'
                '<div class="ERIngredients">\n<div class="ERIngredientsHeader">Ingredients</div>\n<ul class="ingredients">\n%s\n</ul>\n</div>\n'
                '<div class="ERInstructions">\n<div class="ERInstructionsHeader">Instructions</div>\n<div class="instructions">\n<ol>\n%s\n</ol>\n</div>\n</div>\n'
                '<div class="ERNutrition">Serving size: <span class="servingSize">1</span> Calories: <span class="calories">320</span></div>\n'
                '<div class="endeasyrecipe" style="display: none">3.1.09</div>\n</div>'
                % (esc(r.name, mode), esc(W["cats"][2]), esc(site.split()[0]),
                   ('<div class="ERHead"> Total time:\n      %s\n    </div>\n' % tt) if tt else "", esc(r.yield_text, mode),
                   esc(sentences(r.lang, 1), mode), "\n".join(lis), steps))
    else:
        card = ('<div class="easyrecipe" data-rating="5">\n<div class="ERSName">%s</div>\n<div class="ERSClear">&nbsp;</div>\n'
                '<div class="ERSTopRight"><img class="photo" src="https://images.example/%s-200.jpg" alt="" /><div class="ERSSavePrint">'
                '<a class="ERSPrintBtn" href="/easyrecipe-print/%d-0/" rel="nofollow" target="_blank">Print</a></div></div>\n'
                '<div class="ERSDetails"><div class="ERSCategory">Recipe type: <span class="type">%s</span></div>'
                '<div class="ERSAuthor">Author: <span class="author">%s</span></div>\n'
                '<div class="ERSTimes"><div class="ERSTime"><div class="ERSTimeHeading">Prep time</div><div class="ERSTimeItem"><time datetime="PT15M">15 mins</time></div></div>'
                '%s</div>\n<div class="ERSServes">Serves: <span class="yield">%s</span></div></div>\n'
                '<div class="ERSSummary">%s</div>\n'
                '<div class="ERSIngredients">\n<div class="ERSIngredientsHeader ERSHeading">Ingredients</div>\n<ul>\n%s\n</ul>\n</div>\n'
                '<div class="ERSInstructions">\n<div class="ERSInstructionsHeader ERSHeading">Instructions</div>\n<ol>\n%s\n</ol>\n</div>\n'
                '<div class="ERSNotesHeader ERSHeading">Notes</div>\n<div class="ERSNotes">%s</div>\n'
                '<div class="ERSNutrition">Calories: <span class="calories">285</span></div>\n'
                '<div class="endeasyrecipe" title="style001" style="display: none">3.5.3251</div>\n</div>'
                % (esc(r.name, mode), slug(r.name), R.randrange(100, 999), esc(W["cats"][2]), esc(site.split()[0]),
                   ('<div class="ERSTime ERSTimeRight"><div class="ERSTimeHeading">Total time</div><div class="ERSTimeItem">%s</div></div>' % tt) if tt else "",
                   esc(r.yield_text, mode), esc(sentences(r.lang, 1), mode), "\n".join(lis), steps, esc(W["tips"][0], mode)))
    content = story_html(r.lang, 3, r.name) + "\n" + card
    page = wp_page(theme, r.lang, site, r.name, content, r.name, url_for(site, r.name), comments=2, yoast=False)
    return add_recipe("easyrecipe", r.lang, "plugin", page, r.name, texts, r.steps, r.group_list(), r.yield_text, r.minutes,
                      notes="EasyRecipe %s: group headings are <li class=%s> inside the ingredient list; a hidden version number ends the card"
                            % ("2.x (ER*)" if old else "3.x (ERS*)", sep_cls))


def shape_cooked(r, site, theme):
    W = L[r.lang]
    mode = "named"
    texts, ing = [], []
    for gname, its in r.groups:
        if gname:
            ing.append('<div class="cooked-single-ingredient cooked-heading">%s</div>' % esc(gname, mode))
        for i in its:
            parts = []
            if i.amount:
                parts.append('<span class="cooked-ing-amount" data-decimal="%s">%s</span>' % (attr(i.amount), esc(i.amount, mode)))
            if i.unit:
                parts.append('<span class="cooked-ing-measurement">%s</span>' % esc(i.unit, mode))
            nm = esc(i.name, mode) + (((", " if not i.note.startswith("(") else " ") + esc(i.note, mode)) if i.note else "")
            parts.append('<span class="cooked-ing-name">%s</span>' % nm)
            ing.append('<div class="cooked-single-ingredient cooked-ingredient"><div class="cooked-ingredient-checkbox">&nbsp;</div>%s</div>' % " ".join(parts))
            texts.append(ltext(i))
    dirs = "".join('<div id="cooked-single-direction-step-%d" class="cooked-single-direction cooked-direction cooked-direction-has-number" data-step="%d">'
                   '<span class="cooked-direction-number">%d</span><div class="cooked-dir-content"><p>%s</p></div></div>' % (k + 1, k + 1, k + 1, shtml(s, mode))
                   for k, s in enumerate(r.steps))
    n = r.ynum
    info = ('<div class="cooked-recipe-info cooked-clearfix"><section class="cooked-left">'
            '<span class="cooked-servings"><span class="cooked-servings-icon"><i class="cooked-icon cooked-icon-recipe-icon"></i></span><strong class="cooked-meta-title">Yields</strong>'
            '<a href="#">%s</a><label for="cooked-servings-changer" class="cooked-servings-label">Quantity</label>'
            '<select name="servings" class="cooked-servings-changer"><option value="%s" selected>Default (%s)</option><option value="%d">Double (%d)</option></select></span>'
            '<span class="cooked-prep-time cooked-time"><span class="cooked-time-icon"><i class="cooked-icon cooked-icon-clock"></i></span><strong class="cooked-meta-title">Prep</strong>15 mins</span>'
            '<span class="cooked-total-time cooked-time"><span class="cooked-time-icon"><i class="cooked-icon cooked-icon-clock"></i></span><strong class="cooked-meta-title">Total</strong>%s</span>'
            '</section><section class="cooked-right"><span class="cooked-print"><a href="?print=1" class="cooked-print-icon"><i class="cooked-icon cooked-icon-print"></i></a></span></section></div>'
            % (esc(r.yield_text, mode), attr(n), esc(n), int(n) * 2 if n.isdigit() else 2, int(n) * 2 if n.isdigit() else 2, fmt_minutes(r.minutes, r.lang, 1)))
    content = ('%s\n<div class="cooked-recipe-excerpt cooked-clearfix"><p>%s</p></div>\n<div class="cooked-recipe-ingredients cooked-clearfix">%s</div>\n'
               '<div class="cooked-recipe-directions cooked-clearfix">%s</div>\n<div class="cooked-recipe-gallery cooked-clearfix"></div>\n%s'
               % (info, esc(sentences(r.lang, 2), mode), "".join(ing), dirs, story_html(r.lang, 2, None, mode, figure=False)))
    page = wp_page(theme, r.lang, site, r.name, content, r.name, url_for(site, r.name), comments=2)
    return add_recipe("cooked", r.lang, "plugin", page, r.name, texts, r.steps, r.group_list(), r.yield_text, r.minutes,
                      notes="Cooked: the recipe name is the post <h1>; step number badges are not step text; the yield has a servings <select> beside it")


def shape_wpzoom(r, site, theme, structured):
    W = L[r.lang]
    mode = "plain"
    texts, lis = [], []
    for gname, its in r.groups:
        if gname:
            lis.append('<li class="ingredient-item ingredient-item-group"><strong class="ingredient-item-group-title">%s</strong></li>' % esc(gname))
        for i in its:
            if structured:
                parts = []
                if i.amount:
                    parts.append('<span class="wpzoom-rcb-ingredient-amount">%s</span>' % esc(i.amount))
                if i.unit:
                    parts.append('<span class="wpzoom-rcb-ingredient-unit">%s</span>' % esc(i.unit))
                nm = esc(i.name) + (((", " if not i.note.startswith("(") else " ") + esc(i.note)) if i.note else "")
                parts.append('<span class="wpzoom-rcb-ingredient-name">%s</span>' % nm)
                inner = " ".join(parts)
            else:
                inner = lhtml(i)
            lis.append('<li class="ingredient-item"><span class="tick-circle"></span><p class="ingredient-item-name is-strikethrough-active">%s</p></li>' % inner)
            texts.append(ltext(i))
    steps = "".join('<li id="wpzoom-rcb-%s" class="direction-step">%s</li>' % ("%x" % R.randrange(16 ** 6), shtml(s)) for s in r.steps)
    card = ('<div class="wp-block-wpzoom-recipe-card-block-recipe-card header-hidden-image is-style-default" id="wpzoom-recipe-card">'
            '<div class="recipe-card-header-wrap"><div class="recipe-card-image"><figure><img src="https://images.example/%s.jpg" alt="" class="wpzoom-recipe-card-image"></figure></div>'
            '<div class="recipe-card-along-image"><div class="recipe-card-heading"><h2 class="recipe-card-title">%s</h2>'
            '<span class="recipe-card-author">%s %s</span><span class="recipe-card-course">%s: <mark>%s</mark></span></div>'
            '<div class="recipe-card-details"><div class="details-items">'
            '<div class="detail-item detail-item-0"><span class="detail-item-icon oldicon oldicon-food" data-icon="food" data-icon-style="default"></span><span class="detail-item-label">%s</span><p class="detail-item-value">%s</p><span class="detail-item-unit">%s</span></div>'
            '<div class="detail-item detail-item-1"><span class="detail-item-icon oldicon oldicon-clock"></span><span class="detail-item-label">%s</span><p class="detail-item-value">15</p><span class="detail-item-unit">minutes</span></div>'
            '<div class="detail-item detail-item-3"><span class="detail-item-icon oldicon oldicon-clock"></span><span class="detail-item-label">%s</span><p class="detail-item-value">%d</p><span class="detail-item-unit">minutes</span></div>'
            '</div></div></div></div>'
            '<p class="recipe-card-summary">%s</p>'
            '<div class="recipe-card-ingredients"><h3 class="ingredients-title">%s</h3><ul class="ingredients-list layout-1-column">%s</ul></div>'
            '<div class="recipe-card-directions"><h3 class="directions-title">%s</h3><ul class="directions-list">%s</ul></div>'
            '<div class="recipe-card-notes"><h3 class="notes-title">%s</h3><ul class="recipe-card-notes-list"><li>%s</li></ul></div>'
            '</div>'
            % (slug(r.name), esc(r.name), W["by"], esc(site.split()[0]), "Course", esc(W["cats"][2]), W["yield_label"], esc(r.ynum), esc(r.yunit),
               W["prep"], W["total"], r.minutes, esc(sentences(r.lang, 1)), W["ing"][0], lis and "".join(lis), W["method"][0], steps,
               W["notes"], esc(W["tips"][0])))
    content = story_html(r.lang, 3, r.name) + "\n" + card
    page = wp_page(theme, r.lang, site, r.name, content, r.name, url_for(site, r.name), comments=1)
    return add_recipe("wpzoom", r.lang, "plugin", page, r.name, texts, r.steps, r.group_list(), r.yield_text, r.minutes,
                      notes="WPZOOM Recipe Card block; " + ("amount/unit/name spans" if structured else "plain text lines") + "; group headings are li.ingredient-item-group")


def shape_mpp(r, site, theme):
    mode = "named"
    texts, items = [], []
    k = 0
    for gname, its in r.groups:
        if gname:
            items.append('<li class="ingredient-label">%s</li>' % esc(gname, mode))
        for i in its:
            items.append('<li id="mpprecipe-ingredient-%d" class="ingredient">%s</li>' % (k, lhtml(i, mode)))
            texts.append(ltext(i))
            k += 1
    steps = "".join('<li id="mpprecipe-instruction-%d" class="instruction">%s</li>' % (j, shtml(s, mode)) for j, s in enumerate(r.steps))
    rid = R.randrange(10, 400)
    card = ('<div id="mpprecipe-container-%d" class="mpprecipe-container-border"><div id="mpprecipe-container" class="serif mpprecipe"><div id="mpprecipe-innerdiv">'
            '<div class="item b-b"><div class="mpprecipe-links fl-r"><a class="butn-link" title="Print this recipe" href="#" onclick="zlrPrint(\'mpprecipe-container-%d\'); return false" rel="nofollow">Print</a> '
            '<a class="butn-link" title="Save to Yummly" href="https://www.yummly.com/urb/verify?url=x" rel="nofollow">Save Recipe</a></div>'
            '<div id="mpprecipe-title" class="b-b h-1 strong">%s</div></div>'
            '<div class="zlmeta zlclear"><div class="fl-l width-50"><p id="mpprecipe-total-time">Total Time: <span>%s</span></p></div>'
            '<div class="fl-l width-50"><p id="mpprecipe-yield">Yield: <span class="yield">%s</span></p></div><div class="zlclear"></div></div>'
            '<div id="mpprecipe-summary"><p class="summary italic">%s</p></div>'
            '<p id="mpprecipe-ingredients" class="h-4 strong">Ingredients</p><ul id="mpprecipe-ingredients-list">%s</ul>'
            '<p id="mpprecipe-instructions" class="h-4 strong">Instructions</p><ol id="mpprecipe-instructions-list" class="instructions">%s</ol>'
            '<div class="mpp-footer"><a href="https://www.mealplannerpro.com/" target="_blank">Recipe Management Powered by Meal Planner Pro</a></div>'
            '</div></div></div>'
            % (rid, rid, esc(r.name, mode), fmt_minutes(r.minutes, r.lang, 1), esc(r.yield_text, mode), esc(sentences(r.lang, 1), mode), "".join(items), steps))
    content = story_html(r.lang, 4, r.name) + "\n" + card
    page = wp_page(theme, r.lang, site, r.name, content, r.name, url_for(site, r.name), comments=2, yoast=False)
    return add_recipe("mpprecipe", r.lang, "plugin", page, r.name, texts, r.steps, r.group_list(), r.yield_text, r.minutes,
                      notes="Meal Planner Pro / Yummly plugin (a ZipList fork): ids mpprecipe-*; group labels are li.ingredient-label")


def shape_yumprint(r, site, theme):
    mode = "plain"
    texts, sections = [], []
    for gname, its in r.groups:
        lis = "".join('<li class="blog-yumprint-ingredient-item">%s</li>' % lhtml(i) for i in its)
        texts += [ltext(i) for i in its]
        sections.append('<div class="blog-yumprint-ingredient-section"><div class="blog-yumprint-subheader">%s</div><ol class="blog-yumprint-ingredients">%s</ol></div>'
                        % (esc(gname or "Ingredients"), lis))
    steps = "".join('<li class="blog-yumprint-method-item">%s</li>' % shtml(s) for s in r.steps)
    card = ('<div class="blog-yumprint-recipe" yumprintrecipe="%s"><div class="blog-yumprint-recipe-title">%s</div>'
            '<div class="blog-yumprint-header"><div class="blog-yumprint-actions"><div class="blog-yumprint-action blog-yumprint-save">Save Recipe</div><div class="blog-yumprint-action blog-yumprint-print">Print</div></div></div>'
            '<img class="blog-yumprint-photo-top-large" src="https://images.example/%s.jpg">'
            '<div class="blog-yumprint-recipe-summary">%s</div>'
            '<div class="blog-yumprint-info"><div class="blog-yumprint-infobox"><div class="blog-yumprint-infobox-title">Yields</div><div class="blog-yumprint-infobox-body">%s</div></div>'
            '<div class="blog-yumprint-infobox"><div class="blog-yumprint-infobox-title">Total Time</div><div class="blog-yumprint-infobox-body">%s</div></div></div>'
            '%s'
            '<div class="blog-yumprint-method-section"><div class="blog-yumprint-subheader">Instructions</div><ol class="blog-yumprint-methods">%s</ol></div>'
            '<div class="blog-yumprint-footer"><a class="blog-yumprint-google-recipe-link" href="https://yumprint.com/app/recipes/%s" target="_blank">Recipe Card powered by Yumprint</a></div></div>'
            % ("%x" % R.randrange(16 ** 8), esc(r.name), slug(r.name), esc(sentences(r.lang, 1)), esc(r.yield_text),
               fmt_minutes(r.minutes, r.lang, 1), "".join(sections), steps, slug(r.name)))
    content = story_html(r.lang, 4, r.name) + "\n" + card
    page = wp_page(theme, r.lang, site, r.name, content, r.name, url_for(site, r.name), comments=2)
    groups = r.group_list()
    return add_recipe("yumprint", r.lang, "plugin", page, r.name, texts, r.steps, groups, r.yield_text, r.minutes,
                      notes="Yumprint Recipe Card: one blog-yumprint-ingredient-section per group, each titled by a subheader; an ungrouped recipe's one section is titled 'Ingredients' (not a group)")


def shape_srp(r, site, theme):
    mode = "named"
    W = L[r.lang]
    texts, parts = [], []
    for gname, its in r.groups:
        if gname:
            parts.append('<h4 class="simple-recipe-pro-ingredient-group">%s</h4>' % esc(gname, mode))
        parts.append('<ul class="simple-recipe-pro-ingredient-list">%s</ul>' % "".join(
            '<li class="simple-recipe-pro-ingredient">%s</li>' % lhtml(i, mode) for i in its))
        texts += [ltext(i) for i in its]
    steps = "".join('<li class="simple-recipe-pro-instruction">%s</li>' % shtml(s, mode) for s in r.steps)
    card = ('<div class="simple-recipe-pro" id="srp-recipe-%d">'
            '<div class="simple-recipe-pro-header"><h2 class="simple-recipe-pro-recipe-title">%s</h2>'
            '<div class="simple-recipe-pro-meta"><span class="simple-recipe-pro-servings"><span class="srp-label">Servings:</span> %s</span> '
            '<span class="simple-recipe-pro-total-time"><span class="srp-label">Total Time:</span> %s</span></div>'
            '<div class="simple-recipe-pro-buttons"><a class="simple-recipe-pro-print" href="#" rel="nofollow">Print</a></div></div>'
            '<div class="simple-recipe-pro-description"><p>%s</p></div>'
            '<div class="simple-recipe-pro-ingredients"><h3>Ingredients</h3>%s</div>'
            '<div class="simple-recipe-pro-instructions"><h3>Instructions</h3><ol>%s</ol></div>'
            '<div class="simple-recipe-pro-notes"><h3>Notes</h3><p>%s</p></div></div>'
            % (R.randrange(100, 999), esc(r.name, mode), esc(r.yield_text, mode), fmt_minutes(r.minutes, r.lang, 0), esc(sentences(r.lang, 1), mode),
               "".join(parts), steps, esc(W["tips"][1], mode)))
    content = story_html(r.lang, 4, r.name) + "\n" + card
    page = wp_page(theme, r.lang, site, r.name, content, r.name, url_for(site, r.name), comments=2)
    return add_recipe("simple-recipe-pro", r.lang, "plugin", page, r.name, texts, r.steps, r.group_list(), r.yield_text, r.minutes,
                      notes="Simple Recipe Pro card (container .simple-recipe-pro, title .simple-recipe-pro-recipe-title); inner class names are modelled, not copied")

# ---------------------------------------------------------------- pages whose only recipe structure is their headings
STEP_LABEL = {"en": "Step", "de": "Schritt", "fr": "Étape", "es": "Paso", "nl": "Stap", "it": "Passo"}


def sec_heading(kind, text, lang, mode):
    t = esc(text, mode)
    if kind == "h2":
        return "<h2>%s</h2>" % t
    if kind == "h3":
        return "<h3>%s</h3>" % t
    if kind == "h2-span":
        return '<h2 class="wp-block-heading" id="%s"><span class="ez-toc-section" id="%s"></span>%s</h2>' % (slug(text), slug(text) + "-1", t)
    if kind == "strong":
        return "<p><strong>%s</strong></p>" % t
    if kind == "b-colon":
        return "<p><b>%s:</b></p>" % t
    if kind == "strong-colon-fr":
        return "<p><strong>%s&nbsp;:</strong></p>" % t
    if kind == "h4-upper":
        return '<h4 style="text-transform:none">%s</h4>' % esc(text.upper(), mode)
    raise ValueError(kind)


def headings_block(r, k, mode="plain"):
    """The recipe written as headings and lists/paragraphs. k: knobs. Returns html, ingredient texts, steps, groups."""
    W = L[r.lang]
    ing_title = k.get("ing_title", W["ing"][0])
    met_title = k.get("met_title", W["method"][0])
    hk = k.get("heading", "h2")
    gk = k.get("groups", "sub")          # sub | strong | li | none | em
    ik = k.get("ing", "ul")              # ul | ol | br | p | table | table-head | div | bullet | br-inline
    sk = k.get("steps", "ol")            # ol | ul | p | num | num-paren | num-dash | label | h3-label | one | br-num
    notesep = k.get("notesep", "comma")
    compact = k.get("compact", False)
    out, texts, groups = [], [], []
    pre = []
    if k.get("yield_line") and r.yield_text:
        colon = "&nbsp;:" if r.lang == "fr" else ":"
        pre.append("<strong>%s%s</strong> %s" % (esc(W["yield_label"], mode), colon, esc(r.yield_text, mode)))
    if k.get("time_line") and r.minutes:
        colon = "&nbsp;:" if r.lang == "fr" else ":"
        pre.append("<strong>%s%s</strong> %s" % (esc(W["total"], mode), colon, fmt_minutes(r.minutes, r.lang, 0)))
    if pre:
        out.append('<p class="recipe-facts">%s</p>' % "<br>".join(pre) if k.get("facts_br") else "\n".join("<p>%s</p>" % p for p in pre))
    if k.get("equipment"):
        out.append(sec_heading(hk, W["equipment"], r.lang, mode))
        out.append("<ul><li>%s</li><li>%s</li></ul>" % ({"en": "a large mixing bowl", "de": "eine große Schüssel", "fr": "un grand saladier",
                                                         "es": "un bol grande", "nl": "een grote kom", "it": "una ciotola capiente"}[r.lang],
                                                        {"en": "a sharp knife", "de": "ein scharfes Messer", "fr": "un couteau bien aiguisé",
                                                         "es": "un cuchillo afilado", "nl": "een scherp mes", "it": "un coltello affilato"}[r.lang]))
    lines_html = lambda items: [lhtml(i, mode, notesep, compact, link=k.get("links") and R.random() < .3, nbsp=k.get("nbsp", False),
                                      bold_amount=k.get("bold_amount", False)) for i in items]
    if ik == "br-inline":
        # <p><b>Ingredients:</b><br>line<br>line</p>, groups as <br><b>Group</b><br>
        segs = ["<b>%s:</b>" % esc(ing_title, mode)]
        for gname, items in r.groups:
            if gname and gk != "none":
                segs.append("<b>%s</b>" % esc(gname, mode))
                groups.append({"name": gname, "first": len(texts)})
            for i, h in zip(items, lines_html(items)):
                segs.append(h)
                texts.append(ltext(i, notesep, compact))
        out.append("<p>%s</p>" % "<br>\n".join(segs))
    else:
        out.append(sec_heading(hk, ing_title, r.lang, mode))
        if ik in ("table", "table-head"):
            rows = []
            if ik == "table-head":
                rows.append("<tr><th>%s</th><th>%s</th></tr>" % ({"en": "Amount", "de": "Menge", "fr": "Quantité", "es": "Cantidad", "nl": "Hoeveelheid", "it": "Quantità"}[r.lang],
                                                                {"en": "Ingredient", "de": "Zutat", "fr": "Ingrédient", "es": "Ingrediente", "nl": "Ingrediënt", "it": "Ingrediente"}[r.lang]))
            for gname, items in r.groups:
                if gname and gk != "none":
                    rows.append('<tr><td colspan="2"><strong>%s</strong></td></tr>' % esc(gname, mode))
                    groups.append({"name": gname, "first": len(texts)})
                for i in items:
                    a = au(i, compact)
                    nm = Ing("", "", i.name, i.note).text(notesep)
                    rows.append('<tr>\n<td class="amount">%s</td>\n<td>%s</td>\n</tr>' % (esc(a, mode).replace(" ", "&nbsp;") if k.get("nbsp") else esc(a, mode), esc(nm, mode)))
                    texts.append(norm(a + " " + nm))
            out.append('<table class="ingredients"><tbody>\n%s\n</tbody></table>' % "\n".join(rows))
        else:
            for gname, items in r.groups:
                hs = lines_html(items)
                gi = len(texts)
                texts += [ltext(i, notesep, compact) for i in items]
                if gname and gk != "none":
                    groups.append({"name": gname, "first": gi})
                    if gk == "sub":
                        out.append(k.get("sub_tag", "<h3>%s</h3>") % esc(gname, mode))
                    elif gk == "strong":
                        out.append("<p><strong>%s:</strong></p>" % esc(gname, mode))
                    elif gk == "em":
                        out.append("<p><em>%s</em></p>" % esc(gname, mode))
                if ik in ("ul", "ol"):
                    lis = []
                    if gname and gk == "li":
                        lis.append("<li><strong>%s:</strong></li>" % esc(gname, mode))
                    lis += ["<li>%s</li>" % h for h in hs]
                    out.append("<%s>\n%s\n</%s>" % (ik, "\n".join(lis), ik))
                elif ik == "br":
                    out.append("<p>%s</p>" % "<br />\n".join(hs))
                elif ik == "bullet":
                    out.append("<p>%s</p>" % "<br>\n".join("• " + h for h in hs))
                elif ik == "p":
                    out.append("\n".join("<p>%s</p>" % h for h in hs))
                elif ik == "div":
                    out.append("\n".join("<div>%s</div>" % h for h in hs))
    # method
    if k.get("between"):
        out.append(k["between"])
    if sk != "br-num-inline":
        out.append(sec_heading(k.get("met_heading", hk), met_title, r.lang, mode))
    ss = r.steps
    steps = list(ss)
    if sk in ("ol", "ul"):
        out.append("<%s>\n%s\n</%s>" % (sk, "\n".join("<li>%s</li>" % shtml(s, mode, deco=k.get("deco")) for s in ss), sk))
    elif sk == "p":
        out.append("\n".join("<p>%s</p>" % shtml(s, mode, deco=k.get("deco")) for s in ss))
    elif sk == "num":
        out.append("\n".join("<p>%d. %s</p>" % (n + 1, shtml(s, mode)) for n, s in enumerate(ss)))
    elif sk == "num-paren":
        out.append("\n".join("<p><strong>%d)</strong> %s</p>" % (n + 1, shtml(s, mode)) for n, s in enumerate(ss)))
    elif sk == "num-dash":
        out.append("\n".join("<p>%d.- %s</p>" % (n + 1, shtml(s, mode)) for n, s in enumerate(ss)))
    elif sk == "label":
        out.append("\n".join("<p><strong>%s %d:</strong> %s</p>" % (STEP_LABEL[r.lang], n + 1, shtml(s, mode)) for n, s in enumerate(ss)))
    elif sk == "h3-label":
        out.append("\n".join('<h3 class="etape">%s %d</h3>\n<p>%s</p>' % (STEP_LABEL[r.lang], n + 1, shtml(s, mode)) for n, s in enumerate(ss)))
    elif sk == "one":
        out.append("<p>%s</p>" % " ".join(shtml(s, mode) for s in ss))
        steps = [" ".join(ss)]
    elif sk == "br-num":
        out.append("<p>%s</p>" % "<br>\n".join("%d. %s" % (n + 1, shtml(s, mode)) for n, s in enumerate(ss)))
    elif sk == "br-num-inline":
        out.append("<p><b>%s:</b><br>\n%s</p>" % (esc(met_title, mode), "<br>\n".join("%d. %s" % (n + 1, shtml(s, mode)) for n, s in enumerate(ss))))
    elif sk == "div":
        out.append("\n".join("<div>%d. %s</div>" % (n + 1, shtml(s, mode)) for n, s in enumerate(ss)))
    yld = r.yield_text if k.get("yield_line") else None
    mins = r.minutes if k.get("time_line") else None
    return "\n".join(out), texts, steps, groups, yld, mins


def describe(k):
    d = ["headings: %s" % k.get("heading", "h2"), "ingredients: %s" % k.get("ing", "ul"), "steps: %s" % k.get("steps", "ol")]
    if k.get("groups") and k.get("groups") != "none":
        d.append("groups: %s" % k["groups"])
    return ", ".join(d)


def headings_page(shape, r, site, k, wrapper, extra_notes=None, html_lang=True, post_title=None, read_by="headings"):
    mode = k.get("mode", "plain")
    block, texts, steps, groups, yld, mins = headings_block(r, k, mode)
    W = L[r.lang]
    pre = story_html(r.lang, k.get("story", 4), r.name, mode, figure=k.get("figure", True))
    post = []
    if k.get("tips"):
        post.append(tips_html(r.lang, k.get("heading", "h2") if k.get("heading", "h2").startswith("h") else "h2"))
    if k.get("faq"):
        post.append(faq_html(r.lang, "h2", "h3"))
    if k.get("newsletter"):
        post.append(newsletter_html(r.lang, k.get("newsletter") - 1))
    if k.get("related"):
        post.append(related_html(r.lang, r.name, k.get("related") - 1))
    body = pre + "\n" + block + "\n" + "\n".join(post)
    title = post_title or r.name
    if wrapper.startswith("wp:"):
        page = wp_page(wrapper[3:], r.lang, site, title, body, r.name, url_for(site, title), html_lang=html_lang,
                       comments=k.get("comments", 3), sidebar=k.get("sidebar", True), yoast=k.get("yoast", True))
    else:
        style = int(wrapper.split(":")[1])
        main = '<article class="post">\n<h1 class="post-title">%s</h1>\n<p class="meta">%s %s · 12.%02d.2023</p>\n%s\n</article>' % (
            esc(title, mode), W["by"], esc(site.split()[0]), R.randint(1, 12), body)
        page = static_page(r.lang, site, title, main, html_lang=html_lang, style=style, comments=k.get("comments", 2),
                           sidebar=k.get("sidebar", True), cookie=k.get("cookie", 0), exclude_name=r.name, charset=k.get("charset", 0))
    notes = describe(k)
    if extra_notes:
        notes += "; " + extra_notes
    return add_recipe(shape, r.lang, read_by, page, r.name, texts, steps, groups, yld, mins, notes=notes)


# ---------------------------------------------------------------- site builders and blogging platforms (read by headings)
def shape_blogger_headings(r, site, compose_divs):
    W = L[r.lang]
    mode = "numeric"
    texts = [ltext(i) for i in r.items]
    if compose_divs:
        lines = ["<div><b>%s:</b></div>" % esc(W["ing"][0], mode)]
        lines += ["<div>%s</div>" % lhtml(i, mode) for i in r.items]
        lines += ["<div><br /></div>", "<div><b>%s:</b></div>" % esc(W["method"][0], mode)]
        lines += ["<div>%d. %s</div>" % (n + 1, shtml(s, mode)) for n, s in enumerate(r.steps)]
        block = "\n".join(lines)
        desc = "Blogger compose mode: one <div> per line, <b> headings, numbered step lines"
    else:
        block = ('<span style="font-size: large;"><b>%s</b></span><br />\n%s<br />\n<br />\n<span style="font-size: large;"><b>%s</b></span><br />\n%s'
                 % (esc(W["ing"][0], mode), "<br />\n".join(lhtml(i, mode) for i in r.items), esc(W["method"][0], mode),
                    "<br />\n<br />\n".join(shtml(s, mode) for s in r.steps)))
        desc = "Blogger HTML: everything in one flow of <br />; steps separated by blank lines"
    story = "\n".join('<div style="text-align: justify;">%s</div>\n<div><br /></div>' % esc(sentences(r.lang, 3), mode) for _ in range(3))
    img = ('<div class="separator" style="clear: both; text-align: center;"><a href="https://blogger.googleusercontent.com/img/b/%s/s1600/%s.jpg" style="margin-left: 1em; margin-right: 1em;">'
           '<img border="0" data-original-height="1067" data-original-width="1600" height="426" src="https://blogger.googleusercontent.com/img/b/%s/s640/%s.jpg" width="640" /></a></div>'
           % (slug(r.name)[:10], slug(r.name), slug(r.name)[:10], slug(r.name)))
    page = blogger_page(r.lang, site, r.name, story + "\n" + img + "\n" + block, html_lang=R.random() < .5)
    return add_recipe("blogger", r.lang, "headings", page, r.name, texts, r.steps, [], None, None,
                      notes=desc + "; the post title is an <h3 class=post-title>, the blog's name is the <h1>")


def shape_squarespace(r, site):
    W = L[r.lang]
    mode = "plain"
    P = '<p class="" style="white-space:pre-wrap;">%s</p>'
    texts, parts = [], []
    for gname, items in r.groups:
        if gname:
            parts.append("<h4>%s</h4>" % esc(gname))
        parts.append('<ul data-rte-list="default">%s</ul>' % "".join("<li>%s</li>" % (P % lhtml(i)) for i in items))
        texts += [ltext(i) for i in items]
    steps = '<ol data-rte-list="default">%s</ol>' % "".join("<li>%s</li>" % (P % shtml(s)) for s in r.steps)
    story = "".join(P % esc(sentences(r.lang, 3)) for _ in range(3))
    blk = lambda inner: ('<div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-%s"><div class="sqs-block-content">'
                         '<div class="sqs-html-content">%s</div></div></div>' % ("%x" % R.randrange(16 ** 12), inner))
    img = ('<div class="sqs-block image-block sqs-block-image" data-block-type="5"><div class="sqs-block-content"><div class="image-block-outer-wrapper layout-caption-below">'
           '<figure class="sqs-block-image-figure intrinsic"><div class="image-block-wrapper"><img data-src="https://images.squarespace-cdn.com/content/v1/%s/%s.jpg" alt="" /></div></figure></div></div></div>'
           % ("%x" % R.randrange(16 ** 8), slug(r.name)))
    article = ('<article class="BlogItem hentry tag-recipes author-editor post-type-text article-index-1" data-item-id="%x">'
               '<div class="blog-item-top-wrapper"><div class="blog-item-title"><h1 class="entry-title entry-title--large p-name" data-content-field="title">%s</h1></div>'
               '<div class="blog-item-meta-wrapper"><time class="dt-published blog-meta-item blog-meta-item--date">March 3</time></div></div>'
               '<div class="blog-item-content-wrapper"><div class="blog-item-content e-content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="item" id="item-%x">'
               '<div class="row sqs-row"><div class="col sqs-col-12 span-12">%s%s%s%s</div></div></div></div></div></article>'
               % (R.randrange(16 ** 10), esc(r.name), R.randrange(16 ** 10), blk(story), img,
                  blk("<h3>%s</h3>%s" % (esc(W["ing"][0]), "".join(parts))), blk("<h3>%s</h3>%s" % (esc(W["method"][0]), steps))))
    head = head_html(r.name + " — " + site, r.lang, desc=sentences(r.lang, 1),
                     extra='<!-- This is Squarespace. --><!-- %s -->\n<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"website":{"siteTitle":"%s"}};</script>' % (slug(site), attr(site)),
                     og=[("og:site_name", site), ("og:title", r.name), ("og:type", "website")])
    body = ('<div id="siteWrapper" class="clearfix site-wrapper"><header data-test="header" id="header" class="header theme-col--primary">%s</header>'
            '<main id="page" class="container" role="main"><article class="sections" id="sections"><section class="page-section content-collection full-bleed-section collection-type-blog-basic-grid">'
            '<div class="content-wrapper"><div class="content"><div class="blog-basic-grid collection-content-wrapper">%s</div></div></div></section></article></main>'
            '<footer class="sections" id="footer-sections">%s</footer></div>'
            % (nav_html(r.lang, site, 2), article, footer_html(r.lang, site, 1)))
    page = document(head, body, maybe_lang(r.lang), body_attrs='class="header--menu-open tweak-blog-item-width-normal collection-type-blog-basic-grid view-item"')
    return add_recipe("squarespace", r.lang, "headings", page, r.name, texts, r.steps, r.group_list(), None, None,
                      notes="Squarespace 7.1 blog post: text blocks (sqs-block html-block) with <h3> headings; list items wrap a <p class=\"\">; ingredients and method are in separate blocks")


def shape_wix(r, site):
    W = L[r.lang]
    hx = lambda: "".join(R.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-") for _ in range(5))
    vid = lambda: "viewer-" + "".join(R.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(5))
    P = lambda t: '<p class="%s %s %s" dir="auto" id="%s"><span class="%s">%s</span></p>' % (hx(), hx(), hx(), vid(), hx(), t)
    H = lambda t: '<h2 class="%s %s %s" dir="auto" id="%s"><span class="%s"><span style="font-weight:700" class="%s">%s</span></span></h2>' % (hx(), hx(), hx(), vid(), hx(), hx(), t)
    LI = lambda t: '<li class="%s %s" dir="auto"><p class="%s %s" dir="auto" id="%s"><span class="%s">%s</span></p></li>' % (hx(), hx(), hx(), hx(), vid(), hx(), t)
    texts = [ltext(i, compact=True) for i in r.items]
    parts = [P(esc(sentences(r.lang, 3))) for _ in range(3)]
    parts.append('<div class="%s" data-hook="imageViewer"><img src="https://static.wixstatic.com/media/%s~mv2.jpg" alt=""></div>' % (hx(), "%x" % R.randrange(16 ** 12)))
    parts.append(H(esc(W["ing"][0])))
    parts.append('<ul class="%s %s">%s</ul>' % (hx(), hx(), "".join(LI(lhtml(i, compact=True)) for i in r.items)))
    parts.append(H(esc(W["method"][0])))
    parts.append('<ol class="%s %s">%s</ol>' % (hx(), hx(), "".join(LI(shtml(s)) for s in r.steps)))
    parts.append(P(esc(sentences(r.lang, 2))))
    post = ('<article class="%s blog-post-page-font" data-hook="post"><div class="%s"><h1 class="%s blog-post-title-font blog-post-title-color" data-hook="post-title">'
            '<span class="post-title">%s</span></h1></div><div class="%s" data-hook="post-description"><div class="post-content__body" data-hook="post-content">'
            '<div class="%s" data-id="content-viewer"><div data-rce-version="10.7.2" class="%s"><div dir="ltr" class="%s">%s</div></div></div></div></div></article>'
            % (hx(), hx(), hx(), esc(r.name), hx(), hx(), hx(), hx(), "\n".join(parts)))
    head = head_html(r.name + " | " + site, r.lang, extra='<meta name="generator" content="Wix.com Website Builder"/>\n<meta http-equiv="X-Wix-Meta-Site-Id" content="%x"/>' % R.randrange(16 ** 12),
                     og=[("og:title", r.name), ("og:type", "article"), ("og:site_name", site)])
    body = ('<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP"></div><div id="site-root"><div id="masterPage" class="mesh-layout">'
            '<header id="SITE_HEADER">%s</header><main id="PAGES_CONTAINER" tabIndex="-1" data-main-content="true"><div id="SITE_PAGES"><div class="%s">%s</div></div></main>'
            '<footer id="SITE_FOOTER">%s</footer></div></div></div></div>' % (nav_html(r.lang, site, 2), hx(), post, footer_html(r.lang, site, 1)))
    page = document(head, body, maybe_lang(r.lang))
    return add_recipe("wix", r.lang, "headings", page, r.name, texts, r.steps, [], None, None,
                      notes="Wix blog post (rich content viewer): hashed class names, headings are <h2> with nested spans, list items wrap a <p>; metric amounts written '225g'")


def shape_gutenberg(r, site, theme):
    W = L[r.lang]
    mode = "plain"
    texts, parts = [], []
    parts.append('<h2 class="wp-block-heading" id="h-%s">%s</h2>' % (slug(W["ing"][0]), esc(W["ing"][0])))
    for gname, items in r.groups:
        if gname:
            parts.append('<h3 class="wp-block-heading">%s</h3>' % esc(gname))
        parts.append('<ul class="wp-block-list">\n%s\n</ul>' % "\n".join("<li>%s</li>" % lhtml(i, link=R.random() < .3) for i in items))
        texts += [ltext(i) for i in items]
    parts.append('<h2 class="wp-block-heading" id="h-%s">%s</h2>' % (slug(W["method"][0]), esc(W["method"][0])))
    parts.append('<ol class="wp-block-list">\n%s\n</ol>' % "\n".join("<li>%s</li>" % shtml(s, deco=True) for s in r.steps))
    toc = ('<div id="ez-toc-container" class="ez-toc-v2_0_61 counter-hierarchy ez-toc-counter ez-toc-grey ez-toc-container-direction">'
           '<div class="ez-toc-title-container"><p class="ez-toc-title">Table of Contents</p></div><nav><ul class="ez-toc-list ez-toc-list-level-1">'
           '<li class="ez-toc-page-1 ez-toc-heading-level-2"><a class="ez-toc-link" href="#h-why">Why you\'ll love it</a></li>'
           '<li class="ez-toc-page-1 ez-toc-heading-level-2"><a class="ez-toc-link" href="#h-%s">%s</a></li>'
           '<li class="ez-toc-page-1 ez-toc-heading-level-2"><a class="ez-toc-link" href="#h-%s">%s</a></li></ul></nav></div>'
           % (slug(W["ing"][0]), esc(W["ing"][0]), slug(W["method"][0]), esc(W["method"][0])))
    why = ('<h2 class="wp-block-heading" id="h-why">Why you\'ll love it</h2>\n<ul class="wp-block-list"><li>%s</li><li>%s</li><li>%s</li></ul>'
           % (esc(sentences(r.lang, 1)), esc(sentences(r.lang, 1)), esc(sentences(r.lang, 1))))
    content = ('%s\n%s\n%s\n<figure class="wp-block-image size-large"><img src="https://images.example/%s.jpg" alt=""/></figure>\n%s\n'
               '<div class="wp-block-group is-layout-constrained"><div class="wp-block-group__inner-container">%s</div></div>\n%s'
               % (story_html(r.lang, 2, r.name, figure=False), toc, why, slug(r.name), story_html(r.lang, 2, None, figure=False),
                  "\n".join(parts), faq_html(r.lang, "h2", "h3")))
    page = wp_page(theme, r.lang, site, r.name, content, r.name, url_for(site, r.name), comments=3)
    return add_recipe("gutenberg", r.lang, "headings", page, r.name, texts, r.steps, r.group_list(), None, None,
                      notes="WordPress core blocks only (wp-block-heading, wp-block-list); a 'Why you'll love it' list and a table of contents precede the ingredients; a Yoast graph with no Recipe")


def shape_ghost(r, site):
    W = L[r.lang]
    texts = [ltext(i) for i in r.items]
    content = ('<p>%s</p>\n<div class="kg-card kg-callout-card kg-callout-card-grey"><div class="kg-callout-emoji">💡</div><div class="kg-callout-text">%s</div></div>\n'
               '<p>%s</p>\n<h2 id="%s">%s</h2>\n<ul>\n%s\n</ul>\n<figure class="kg-card kg-image-card kg-card-hascaption"><img src="/content/images/2023/10/%s.jpg" class="kg-image" alt="" loading="lazy" width="2000" height="1333"><figcaption>%s</figcaption></figure>\n'
               '<h2 id="%s">%s</h2>\n<ol>\n%s\n</ol>\n<hr>\n<p><em>%s</em></p>'
               % (esc(sentences(r.lang, 3)), esc(L[r.lang]["tips"][0]), esc(sentences(r.lang, 3)), slug(W["ing"][0]), esc(W["ing"][0]),
                  "\n".join("<li>%s</li>" % lhtml(i) for i in r.items), slug(r.name), esc(sentences(r.lang, 1)), slug(W["method"][0]),
                  esc(W["method"][0]), "\n".join("<li>%s</li>" % shtml(s) for s in r.steps), esc(sentences(r.lang, 1))))
    art = ('<article class="article post tag-recipes">\n<header class="article-header gh-canvas"><section class="article-tag"><a href="/tag/recipes/">%s</a></section>'
           '<h1 class="article-title">%s</h1><p class="article-excerpt">%s</p><div class="article-byline"><div class="article-byline-content">'
           '<div class="article-byline-meta"><h4 class="author-name"><a href="/author/%s/">%s</a></h4><div class="byline-meta-content"><time class="byline-meta-date" datetime="2023-10-08">Oct 8, 2023</time>'
           '<span class="byline-reading-time"><span class="bull">•</span> 4 min read</span></div></div></div></div>'
           '<figure class="article-image"><img src="/content/images/size/w1200/2023/10/%s.jpg" alt="%s"></figure></header>\n'
           '<section class="gh-content gh-canvas">\n%s\n</section>\n</article>'
           % (esc(W["recipes"]), esc(r.name), esc(sentences(r.lang, 1)), slug(site.split()[0]), esc(site.split()[0]), slug(r.name), attr(r.name), content))
    head = head_html(r.name, r.lang, extra='<meta name="generator" content="Ghost 5.71">\n<link rel="stylesheet" type="text/css" href="/assets/built/screen.css?v=5f3a">',
                     og=[("og:site_name", site), ("og:type", "article"), ("og:title", r.name)])
    body = ('<div class="viewport"><header id="gh-head" class="gh-head outer"><div class="gh-head-inner inner"><div class="gh-head-brand"><a class="gh-head-logo" href="/">%s</a></div>'
            '<nav class="gh-head-menu"><ul class="nav">%s</ul></nav><div class="gh-head-actions"><a class="gh-head-button" href="#/portal/signup" data-portal="signup">Subscribe</a></div></div></header>'
            '<div class="site-content"><main id="site-main" class="site-main">%s\n<section class="footer-cta outer"><div class="inner"><h2 class="footer-cta-title">%s</h2>'
            '<a class="footer-cta-button" href="#/portal" data-portal><div class="footer-cta-input">%s</div><span>Subscribe</span></a></div></section>'
            '<aside class="read-more-wrap outer"><div class="read-more inner">%s</div></aside></main></div>'
            '<footer class="site-footer outer"><div class="inner"><section class="copyright"><a href="/">%s</a> &copy; 2024</section><div class="gh-powered-by"><a href="https://ghost.org/" target="_blank" rel="noopener">Powered by Ghost</a></div></div></footer></div>'
            % (esc(site), "".join('<li class="nav-%s"><a href="/%s/">%s</a></li>' % (slug(x), slug(x), esc(x)) for x in W["nav"][:5]), art,
               esc(L[r.lang]["newsletter"][0]), esc(L[r.lang]["newsletter"][3]),
               "".join('<article class="post-card post"><a class="post-card-image-link" href="/%s/"></a><div class="post-card-content"><h2 class="post-card-title">%s</h2></div></article>' % (slug(t), esc(t)) for t in other_titles(r.lang, r.name, 3)),
               esc(site)))
    page = document(head, body, maybe_lang(r.lang), body_attrs='class="post-template tag-recipes is-head-left-logo has-cover"')
    return add_recipe("ghost", r.lang, "headings", page, r.name, texts, r.steps, [], None, None,
                      notes="Ghost (Casper): gh-content section with <h2 id> headings, a kg-callout card and kg-image cards")


def shape_substack(r, site):
    W = L[r.lang]
    texts = [ltext(i) for i in r.items]
    anchor = ('<div class="pencraft pc-display-flex pc-alignItems-center pc-position-absolute pc-reset header-anchor-parent">'
              '<div class="pencraft pc-display-contents pc-reset pubTheme-yiXxQA"><div id="§%s" class="pencraft pc-reset header-anchor offset-top">'
              '<svg xmlns="http://www.w3.org/2000/svg" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" class="lucide lucide-link"><path d="M10 13a5 5 0 0 0 7.54.54"></path></svg></div></div></div>')
    H = lambda t: '<h3 class="header-anchor-post">%s%s</h3>' % (esc(t), anchor % slug(t))
    sub = ('<div class="subscription-widget-wrap-editor" data-attrs="{&quot;url&quot;:&quot;https://%s.substack.com/subscribe&quot;}"><div class="subscription-widget show-subscribe">'
           '<div class="preamble"><p class="cta-caption">%s</p></div><form class="subscription-widget-subscribe"><input type="email" class="email-input" name="email" placeholder="Type your email…" tabindex="-1">'
           '<input type="submit" class="button primary" value="Subscribe"></form></div></div>' % (slug(site), esc(L[r.lang]["newsletter"][1])))
    body_markup = ('<p>%s</p>\n<p>%s</p>\n%s\n<div class="captioned-image-container"><figure><a class="image-link image2 is-viewable-img" target="_blank" href="https://substackcdn.com/image/fetch/%s.jpg">'
                   '<div class="image2-inset"><picture><img src="https://substackcdn.com/image/fetch/w_1456/%s.jpg" width="1456" height="971" class="sizing-normal" alt="" loading="lazy"></picture></div></a>'
                   '<figcaption class="image-caption">%s</figcaption></figure></div>\n%s\n<ul>%s</ul>\n%s\n<ol>%s</ol>\n<p>%s</p>\n%s'
                   % (esc(sentences(r.lang, 3)), esc(sentences(r.lang, 3)), sub, slug(r.name), slug(r.name), esc(sentences(r.lang, 1)),
                      H(W["ing"][0]), "".join("<li><p>%s</p></li>" % lhtml(i) for i in r.items), H(W["method"][0]),
                      "".join("<li><p>%s</p></li>" % shtml(s) for s in r.steps), esc(sentences(r.lang, 2)), sub))
    post = ('<article class="typography newsletter-post post"><div class="post-header"><h1 dir="auto" class="post-title published title-X77sOw">%s</h1>'
            '<h3 dir="auto" class="subtitle subtitle-HEEcLo">%s</h3><div class="pencraft pc-display-flex pc-gap-16 pc-paddingTop-16 pc-paddingBottom-16 pc-reset">%s</div></div>'
            '<div class="available-content"><div dir="auto" class="body markup">%s</div></div></article>'
            % (esc(r.name), esc(sentences(r.lang, 1)), esc(site), body_markup))
    head = head_html(r.name + " - by " + site.split()[0], r.lang, extra='<link rel="alternate" type="application/rss+xml" href="https://%s.substack.com/feed" title="%s">' % (slug(site), attr(site)),
                     og=[("og:type", "article"), ("og:title", r.name), ("og:site_name", site)])
    body = '<div id="entry"><div id="main" class="main typography use-theme-bg">%s\n<div class="post-footer"><div class="comments-section">%s</div></div></div></div>' % (post, comments_html(r.lang, 2, 1, "h2"))
    page = document(head, body, None)
    return add_recipe("substack", r.lang, "headings", page, r.name, texts, r.steps, [], None, None,
                      notes="Substack post: <h3 class=header-anchor-post> headings hold an anchor div with an SVG; list items wrap <p>; subscribe widgets in the body; no lang attribute")


def shape_medium(r, site):
    W = L[r.lang]
    cls = lambda n: " ".join("".join(R.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(2)) for _ in range(n))
    ids = lambda: "%04x" % R.randrange(16 ** 4)
    texts = [ltext(i) for i in r.items]
    P = lambda t: '<p id="%s" class="pw-post-body-paragraph %s" data-selectable-paragraph="">%s</p>' % (ids(), cls(12), t)
    H = lambda t: '<h2 id="%s" class="%s" data-selectable-paragraph="">%s</h2>' % (ids(), cls(10), t)
    LI = lambda t: '<li id="%s" class="%s" data-selectable-paragraph="">%s</li>' % (ids(), cls(14), t)
    parts = [P(esc(sentences(r.lang, 3))) for _ in range(3)]
    parts += [H(esc(W["ing"][0])), '<ul class="">%s</ul>' % "".join(LI(lhtml(i)) for i in r.items),
              H(esc(W["method"][0])), '<ol class="">%s</ol>' % "".join(LI(shtml(s)) for s in r.steps), P(esc(sentences(r.lang, 2)))]
    art = ('<article><div class="l"><div class="l"><section><div><div class="fr fs ft fu fv"></div><div class="ab ca"><div class="ch bg ev ew ex ey">'
           '<div><h1 id="%s" class="pw-post-title %s" data-testid="storyTitle" data-selectable-paragraph="">%s</h1></div>'
           '<div class="speechify-ignore ab co"><div class="speechify-ignore bg l"><div class="pw-author"><a href="/@%s" rel="noopener follow"><p class="be b ic id bj">%s</p></a></div>'
           '<span data-testid="storyReadTime">5 min read</span></div></div>%s</div></div></div></section></div></div></article>'
           % (ids(), cls(8), esc(r.name), slug(site.split()[0]), esc(site.split()[0]), "\n".join(parts)))
    head = head_html(r.name + " | by " + site.split()[0] + " | Medium", r.lang, extra='<meta name="theme-color" content="#000000">\n<meta property="al:android:app_name" content="Medium">',
                     og=[("og:type", "article"), ("og:title", r.name), ("og:site_name", "Medium")])
    body = ('<div id="root"><div class="a b c"><div class="l c"><div class="l c"><div class="m n o p q r"><div class="ab q"><a href="/" aria-label="Homepage">Medium</a>'
            '<div class="ab q"><a href="/m/signin">Sign in</a> <a href="/m/signup">Sign up</a></div></div></div>%s'
            '<div class="ab ca"><div class="ch bg"><h2 class="be hj">More from %s</h2><ul>%s</ul></div></div></div></div></div></div>'
            % (art, esc(site.split()[0]), "".join("<li><a href='/p/%s'>%s</a></li>" % (ids(), esc(t)) for t in other_titles(r.lang, r.name, 4))))
    page = document(head, body, maybe_lang(r.lang))
    return add_recipe("medium", r.lang, "headings", page, r.name, texts, r.steps, [], None, None,
                      notes="Medium story: generated class names, <h2> headings; a 'More from' list with an <h2> after the story")


def shape_yoast_howto(r, site, theme):
    W = L[r.lang]
    texts = [ltext(i) for i in r.items]
    steps = "".join('<li class="schema-how-to-step" id="how-to-step-%d"><p class="schema-how-to-step-text">%s</p> </li>' % (1600000000000 + n, shtml(s)) for n, s in enumerate(r.steps))
    block = ('<div id="how-to-%d" class="schema-how-to wp-block-yoast-how-to-block"><p class="schema-how-to-total-time"><span class="schema-how-to-duration-time-text">Time needed:&nbsp;</span>%s</p>'
             '<p class="schema-how-to-description">%s</p> <ol class="schema-how-to-steps">%s</ol></div>'
             % (R.randrange(10 ** 12), fmt_minutes(r.minutes, r.lang, 2) + ".", esc(sentences(r.lang, 1)), steps))
    content = ("%s\n<h2>%s</h2>\n<ul>\n%s\n</ul>\n<h2>%s</h2>\n%s\n%s"
               % (story_html(r.lang, 3, r.name), esc(W["ing"][0]), "\n".join("<li>%s</li>" % lhtml(i) for i in r.items), esc(W["method"][2]), block,
                  faq_html(r.lang)))
    url = url_for(site, r.name)
    howto = ('<script type="application/ld+json" class="yoast-schema-graph">%s</script>' % json.dumps(
        {"@context": "https://schema.org", "@graph": [
            {"@type": "WebPage", "@id": url, "url": url, "name": r.name, "inLanguage": "en-US"},
            {"@type": "HowTo", "@id": url + "#howto-1", "name": r.name, "mainEntityOfPage": {"@id": url},
             "description": "", "totalTime": "P0DT0H%dM0S" % r.minutes,
             "step": [{"@type": "HowToStep", "url": url + "#how-to-step-%d" % (1600000000000 + n), "text": s} for n, s in enumerate(r.steps)]}]},
        ensure_ascii=False))
    page = wp_page(theme, r.lang, site, r.name, content, r.name, url, comments=2, yoast=False, head_extra=howto)
    return add_recipe("yoast-howto", r.lang, "headings", page, r.name, texts, r.steps, [], None, r.minutes,
                      notes="the method is a Yoast How-to block (schema-how-to-steps) under an <h2>; its JSON-LD graph is a HowTo, not a Recipe, and has no ingredients; 'Time needed' is the total time")


def shape_theme_card(r, site):
    W = L[r.lang]
    texts, parts = [], []
    for gname, items in r.groups:
        if gname:
            parts.append('<h4 class="recipe-box__group">%s</h4>' % esc(gname))
        parts.append('<ul class="recipe-box__list">%s</ul>' % "".join('<li class="recipe-box__item">%s</li>' % lhtml(i, nbsp=True) for i in items))
        texts += [ltext(i) for i in items]
    box = ('<div class="recipe-box" id="recipe">\n<div class="recipe-box__head"><h2 class="recipe-box__title">%s</h2>'
           '<ul class="recipe-box__meta"><li><span class="recipe-box__label">%s</span> <span class="recipe-box__value">%s</span></li>'
           '<li><span class="recipe-box__label">%s</span> <span class="recipe-box__value">%s</span></li></ul></div>\n'
           '<div class="recipe-box__cols"><div class="recipe-box__ingredients"><h3>%s</h3>%s</div>\n'
           '<div class="recipe-box__method"><h3>%s</h3><ol class="recipe-box__steps">%s</ol></div></div>\n'
           '<div class="recipe-box__tip"><h3>Cook\'s tip</h3><p>%s</p></div>\n</div>'
           % (esc(r.name), W["yield_label"], esc(r.yield_text), W["total"], fmt_minutes(r.minutes, r.lang, 0), esc(W["ing"][0]), "".join(parts),
              esc(W["method"][0]), "".join("<li>%s</li>" % shtml(s) for s in r.steps), esc(W["tips"][1])))
    main = ('<article class="article article--recipe">\n<header class="article__header"><p class="article__kicker">%s</p><h1 class="article__title">%s</h1>'
            '<p class="article__standfirst">%s</p></header>\n<div class="article__body">%s\n<div class="ad-slot ad-slot--mpu" data-ad="mpu1"></div>\n%s\n%s</div>\n</article>'
            % (esc(W["recipes"]), esc(r.name), esc(sentences(r.lang, 1)), story_html(r.lang, 3, None, figure=False), box, related_html(r.lang, r.name, 1)))
    page = static_page(r.lang, site, r.name, main, html_lang=True, style=1, comments=0, exclude_name=r.name, cookie=1)
    return add_recipe("theme-card", r.lang, "headings", page, r.name, texts, r.steps, r.group_list(), r.yield_text, r.minutes,
                      notes="a magazine theme's own recipe box (no plugin): <h3> headings inside div.recipe-box; labelled yield and total time; &nbsp; between amount and unit")


def shape_amp(r, site):
    W = L[r.lang]
    texts = [ltext(i) for i in r.items]
    boiler = ('<style amp-boilerplate>body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}'
              '@keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}</style><noscript><style amp-boilerplate>body{-webkit-animation:none;animation:none}</style></noscript>\n'
              '<script async src="https://cdn.ampproject.org/v0.js"></script>\n<script async custom-element="amp-social-share" src="https://cdn.ampproject.org/v0/amp-social-share-0.1.js"></script>\n'
              '<script async custom-element="amp-ad" src="https://cdn.ampproject.org/v0/amp-ad-0.1.js"></script>\n<link rel="canonical" href="%s">\n'
              '<style amp-custom>body{font-family:Georgia,serif}.content{max-width:640px;margin:auto}</style>' % url_for(site, r.name))
    head = head_html(r.name + " - " + site, r.lang, extra=boiler, charset=0)
    body = ('<header class="amp-wp-header"><div><a href="/">%s</a></div></header>\n<article class="amp-wp-article content">\n<header class="amp-wp-article-header"><h1 class="amp-wp-title">%s</h1>'
            '<div class="amp-wp-meta amp-wp-byline"><span class="amp-wp-author author vcard">%s</span></div></header>\n'
            '<figure class="amp-wp-article-featured-image wp-caption"><amp-img width="1200" height="800" src="https://images.example/%s.jpg" class="attachment-large size-large wp-post-image amp-wp-enforced-sizes" layout="intrinsic" alt=""></amp-img></figure>\n'
            '<div class="amp-wp-article-content">\n%s\n<amp-ad width="300" height="250" type="doubleclick" data-slot="/1234/recipes"></amp-ad>\n'
            '<h2>%s</h2>\n<ul>\n%s\n</ul>\n<h2>%s</h2>\n<ol>\n%s\n</ol>\n</div>\n'
            '<footer class="amp-wp-article-footer"><div class="amp-wp-meta amp-wp-tax-category">Categories: <a href="/category/recipes/" rel="category tag">%s</a></div>'
            '<amp-social-share type="pinterest" width="60" height="44"></amp-social-share><div class="amp-wp-meta amp-wp-comments-link"><a href="%s#respond">%s</a></div></footer>\n</article>\n'
            '<footer class="amp-wp-footer"><div><p>&copy; 2024 %s</p><a href="#top" class="back-to-top">Back to top</a></div></footer>'
            % (esc(site), esc(r.name), esc(site.split()[0]), slug(r.name), story_html(r.lang, 3, r.name, figure=False), esc(W["ing"][0]),
               "\n".join("<li>%s</li>" % lhtml(i) for i in r.items), esc(W["method"][0]), "\n".join("<li>%s</li>" % shtml(s) for s in r.steps),
               esc(W["recipes"]), url_for(site, r.name), esc(W["leave"]), esc(site)))
    page = document(head, body, maybe_lang(r.lang), html_attrs=" ⚡" if R.random() < .5 else " amp")
    return add_recipe("amp", r.lang, "headings", page, r.name, texts, r.steps, [], None, None,
                      notes="an AMP page (<html ⚡>/<html amp>, amp-img, amp-ad) of a WordPress post")

# ---------------------------------------------------------------- pages that are not recipes
def ul(items, cls=None):
    return "<ul%s>%s</ul>" % (' class="%s"' % cls if cls else "", "".join("<li>%s</li>" % esc(x) for x in items))


def ol(items):
    return "<ol>%s</ol>" % "".join("<li>%s</li>" % esc(x) for x in items)


def paras(lang, n):
    return "\n".join("<p>%s</p>" % esc(sentences(lang, 3)) for _ in range(n))


def news_page(lang, site, title, body, section):
    og = [("og:type", "article"), ("og:title", title), ("article:section", section), ("og:site_name", site)]
    head = head_html(title + " | " + site, lang, desc=title, og=og,
                     extra=yoast_graph(url_for(site, title), title, lang, site).replace('"Article"', '"NewsArticle"'))
    main = ('<article class="news-article"><header><p class="kicker">%s</p><h1 class="headline">%s</h1><p class="byline">%s <a href="/staff/">Staff reporter</a> · '
            '<time datetime="2024-02-06T10:12:00Z">6 Feb 2024</time></p></header>\n<div class="article-body">%s</div>\n</article>' % (esc(section), esc(title), L[lang]["by"], body))
    parts = [nav_html(lang, site, 1), cookie_banner(lang, 1), '<div class="layout"><main>%s\n%s</main>%s</div>' % (main, comments_html(lang, 2, 1), sidebar_html(lang, "", 1)),
             footer_html(lang, site, 1)]
    return document(head, "\n".join(parts), maybe_lang(lang))


def build_not_recipes():
    # news
    add_not_recipe("not-recipe-news", "en", news_page("en", "The Daily Ledger", "Price of baking staples jumps for third month running", (
        "<p>Shoppers are paying noticeably more for the ingredients of a homemade cake than a year ago, according to figures published on Tuesday.</p>"
        "<p>The cost of key ingredients rose sharply between December and January:</p>"
        + ul(["Butter (250g): up 14%", "Caster sugar (1kg): up 9%", "Free-range eggs (6): up 11%", "Self-raising flour (1.5kg): up 6%"]) +
        "<p>Analysts blamed energy costs and a poor harvest. \"Families are cutting back on treats,\" said one economist.</p>"
        "<h2>What happens next</h2><p>Retailers expect prices to level off by the summer, but warned that dairy could stay expensive.</p>"
        + paras("en", 3) + "<h2>Key points</h2>" + ul(["Inflation for food is above the general rate", "Dairy prices rose fastest", "Supermarkets are expanding own-brand ranges"])),
        "Business"), "a news article about food prices: a list of ingredients with prices, no method")
    add_not_recipe("not-recipe-news", "de", news_page("de", "Stadtanzeiger", "Rückruf: Hersteller ruft Nudelsalat wegen Glassplittern zurück", (
        "<p>Ein Lebensmittelhersteller aus Niedersachsen ruft mehrere Chargen Nudelsalat zurück. In einzelnen Packungen könnten sich Glassplitter befinden.</p>"
        "<p>Betroffen sind folgende Produkte:</p>" + ul(["Nudelsalat mit Erbsen, 400 g, MHD 12.03.2024", "Nudelsalat Italia, 400 g, MHD 14.03.2024"]) +
        "<h2>Zutaten und Allergene</h2><p>Laut Hersteller enthalten die Salate Eier, Senf und Sellerie. Kunden mit Allergien sollten die Zutatenliste auf der Verpackung beachten.</p>"
        "<h2>Was Kunden jetzt tun sollten</h2><p>Die Produkte können in allen Filialen zurückgegeben werden, der Kaufpreis wird auch ohne Kassenbon erstattet.</p>"
        + paras("de", 2)), "Nachrichten"), "a product-recall news article; mentions Zutaten, no recipe")
    add_not_recipe("not-recipe-news", "fr", news_page("fr", "Le Quotidien du Sud", "Guide gastronomique : trois nouvelles étoiles en Occitanie", (
        "<p>Le célèbre guide a dévoilé lundi son palmarès 2024. Trois restaurants de la région décrochent leur première étoile.</p>"
        "<h2>Les nouveaux étoilés</h2>" + ul(["La Table du Marché, à Montpellier", "L'Auberge des Pins, près de Nîmes", "Le Comptoir, à Toulouse"]) +
        "<p>Le chef de La Table du Marché, qui travaille surtout les légumes de saison, se dit « ému et fier de son équipe ».</p>"
        "<h2>Les ingrédients du succès</h2><p>Produits locaux, carte courte et prix maîtrisés : la recette semble séduire les inspecteurs.</p>" + paras("fr", 2)),
        "Gastronomie"), "a news article about restaurant awards; a list of restaurants, no recipe")

    # recipe index pages
    cards = []
    for t in other_titles("en", "", 8):
        rr = [x for x in RECIPES.values() if x.name == t][0]
        cards.append('<article class="post-summary"><a href="/%s/"><img src="https://images.example/%s-360x480.jpg" alt="" width="360" height="480"></a>'
                     '<h2 class="post-summary__title"><a href="/%s/">%s</a></h2><p class="post-summary__excerpt">%s</p>'
                     '<p class="key-ingredients">Key ingredients:</p>%s<a class="more-link" href="/%s/">Get the recipe</a></article>'
                     % (slug(t), slug(t), slug(t), esc(t), esc(sentences("en", 1)), ul([i.name for i in rr.items[:3]]), slug(t)))
    main = ('<header class="archive-header"><h1 class="archive-title">Dinner</h1><p class="archive-description">Quick family dinners for every night of the week.</p></header>'
            '<div class="archive-grid">%s</div><nav class="pagination"><a class="page-numbers current">1</a> <a class="page-numbers" href="/dinner/page/2/">2</a> '
            '<a class="next page-numbers" href="/dinner/page/2/">Next</a></nav>' % "".join(cards))
    add_not_recipe("not-recipe-index", "en", static_page("en", "Simply Supper", "Dinner", main, style=0, exclude_name=""),
                   "a category archive: many recipe titles, each with three key ingredients, no method")
    items = []
    for t in other_titles("en", "", 6):
        items.append('<div class="wprm-recipe-roundup-item wprm-recipe-roundup-item-%d wprm-recipe-template-roundup" style="border-width: 1px;">'
                     '<div class="wprm-recipe-image"><img src="https://images.example/%s-150x150.jpg" alt="" width="150" height="150"></div>'
                     '<h3 class="wprm-recipe-name wprm-block-text-bold"><a href="https://othersite.example/%s/" target="_blank">%s</a></h3>'
                     '<div class="wprm-recipe-summary wprm-block-text-normal">%s</div>'
                     '<a href="https://othersite.example/%s/" class="wprm-recipe-link wprm-recipe-roundup-link">Get the Recipe</a></div>'
                     % (R.randrange(100, 999), slug(t), slug(t), esc(t), esc(sentences("en", 1)), slug(t)))
    content = story_html("en", 2, None) + "\n" + "\n".join(items) + "\n" + faq_html("en")
    add_not_recipe("not-recipe-index", "en", wp_page("astra", "en", "Weeknight Wins", "25 Easy Weeknight Dinners", content, "",
                                                     url_for("Weeknight Wins", "25 easy weeknight dinners"), comments=2),
                   "a WP Recipe Maker roundup: several wprm-recipe-name cards linking to other pages, no ingredients or steps")
    secs = []
    for h, lst in (("Arroces", ["Paella de verduras", "Arroz negro", "Arroz al horno"]), ("Legumbres", ["Lentejas estofadas", "Garbanzos con espinacas", "Fabada"]),
                   ("Postres", ["Flan de huevo casero", "Arroz con leche asturiano", "Torrijas", "Tarta de queso"])):
        secs.append("<h2>%s</h2><ul class=\"indice\">%s</ul>" % (h, "".join('<li><a href="/receta/%s/">%s</a></li>' % (slug(x), esc(x)) for x in lst)))
    add_not_recipe("not-recipe-index", "es", static_page("es", "La Cocina de Carmen", "Índice de recetas",
                                                         "<h1>Índice de recetas</h1><p>Todas mis recetas ordenadas por categorías.</p>" + "".join(secs), style=1, exclude_name=""),
                   "a recipe index: lists of recipe links under category headings")

    # shop pages
    def shop(lang, site, title, price, blocks, why, extra_og=()):
        og = [("og:type", "product"), ("og:title", title), ("product:price:amount", price.split()[0].replace("€", "").replace("£", "")),
              ("product:price:currency", "EUR" if "€" in price else "GBP")] + list(extra_og)
        main = ('<div class="product h-product" id="product-8812"><div class="product-gallery"><img class="u-photo" src="https://shop.example/img/%s.jpg" alt=""></div>'
                '<div class="summary entry-summary"><h1 class="product_title entry-title p-name">%s</h1><p class="price"><span class="woocommerce-Price-amount amount p-price">%s</span></p>'
                '<form class="cart" method="post"><div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="1" min="1"></div>'
                '<button type="submit" name="add-to-cart" value="8812" class="single_add_to_cart_button button alt">%s</button></form>'
                '<div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">%d</span></span></div></div>'
                '<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist"><li class="description_tab"><a href="#tab-description">%s</a></li>'
                '<li class="reviews_tab"><a href="#tab-reviews">Reviews (12)</a></li></ul><div class="woocommerce-Tabs-panel" id="tab-description">%s</div></div></div>'
                % (slug(title), esc(title), esc(price), {"en": "Add to basket", "de": "In den Warenkorb", "fr": "Ajouter au panier"}[lang], R.randrange(10 ** 6, 10 ** 7),
                   {"en": "Description", "de": "Beschreibung", "fr": "Description"}[lang], blocks))
        head = head_html(title + " – " + site, lang, og=og)
        body = "\n".join([nav_html(lang, site, 0), cookie_banner(lang, 2), '<main id="main" class="site-main">%s</main>' % main,
                          '<section class="related products"><h2>Related products</h2><ul class="products">%s</ul></section>' % "".join(
                              '<li class="product"><a href="#"><h2 class="woocommerce-loop-product__title">%s</h2><span class="price">%s</span></a></li>' % (esc(x), esc(price))
                              for x in ("Gift box", "Tasting set", "Refill pack")), footer_html(lang, site, 0)])
        add_not_recipe("not-recipe-shop", lang, document(head, body, maybe_lang(lang), body_attrs='class="product-template-default single single-product woocommerce woocommerce-page"'), why)
    shop("en", "Hillside Mill", "Maple Pecan Granola 500g", "£4.50",
         "<p>Our bestselling granola, baked in small batches.</p><h2>Ingredients</h2><ul><li>Oats (52%)</li><li>Maple syrup (12%)</li><li>Pecans (10%)</li>"
         "<li>Rapeseed oil</li><li>Pumpkin seeds</li><li>Dried cranberries (sugar, cranberries, sunflower oil)</li><li>Sea salt</li></ul>"
         "<h2>Allergens</h2><p>For allergens, see ingredients in <strong>bold</strong>. May contain other nuts.</p>"
         "<h2>Nutrition</h2><table><tr><th>Typical values</th><th>per 100g</th></tr><tr><td>Energy</td><td>1950kJ / 465kcal</td></tr><tr><td>Fat</td><td>19g</td></tr>"
         "<tr><td>Carbohydrate</td><td>60g</td></tr><tr><td>Protein</td><td>10g</td></tr></table><h2>Storage</h2><p>Store in a cool, dry place. Once opened, keep in an airtight container.</p>",
         "a shop product page: the label's ingredient list, allergens and nutrition, a price and an add-to-basket button; no method")
    shop("de", "Feinkost Müller", "Linseneintopf mit Würstchen, 800 g", "3,49 €",
         "<p>Herzhafter Eintopf nach Hausmacherart – einfach erwärmen und genießen.</p><h2>Zutaten</h2><p>Wasser, Linsen (18 %), Kartoffeln, Wiener Würstchen (10 %) "
         "(Schweinefleisch, Speck, Salz, Gewürze), Karotten, Sellerie, Zwiebeln, Speisesalz, Essig, Gewürze.</p>"
         "<h2>Zubereitung</h2><ol><li>Inhalt in einen Topf geben.</li><li>Unter gelegentlichem Rühren erhitzen, nicht kochen lassen.</li>"
         "<li>Alternativ in einem mikrowellengeeigneten Gefäß abgedeckt bei 600 Watt ca. 4 Minuten erwärmen.</li></ol>"
         "<h2>Nährwerte je 100 g</h2><table><tr><td>Brennwert</td><td>372 kJ / 89 kcal</td></tr><tr><td>Fett</td><td>3,1 g</td></tr></table>",
         "a shop page for a ready meal: 'Zutaten' from the label and heating instructions under 'Zubereitung', with a price and a basket button; a product, not a recipe")
    shop("fr", "Épices du Monde", "Mélange ras-el-hanout, 50 g", "6,90 €",
         "<p>Un mélange traditionnel de 12 épices pour vos tajines et couscous.</p><h2>Ingrédients</h2><ul><li>coriandre</li><li>cumin</li><li>gingembre</li>"
         "<li>curcuma</li><li>cannelle</li><li>poivre noir</li><li>cardamome</li><li>clou de girofle</li><li>muscade</li><li>piment</li><li>fenouil</li><li>rose</li></ul>"
         "<h2>Conseils d'utilisation</h2><p>Parfait pour relever tajines, couscous, légumes rôtis et marinades. Une cuillère à café suffit pour 4 personnes.</p>",
         "a spice blend product page: ingredients list and usage advice, no method", extra_og=[("product:brand", "Épices du Monde")])

    # menus
    def menu(lang, site, title, sections, why):
        out = ['<h1 class="menu-title">%s</h1>' % esc(title)]
        for h, dishes in sections:
            out.append("<h2>%s</h2>" % esc(h))
            out.append('<ul class="menu-list">%s</ul>' % "".join(
                '<li class="menu-item"><span class="dish">%s</span> <span class="desc">%s</span> <span class="price">%s</span></li>' % (esc(d), esc(desc), esc(p))
                for d, desc, p in dishes))
        out.append("<p class=\"allergens\">%s</p>" % esc({"en": "Please tell your server about any allergies. A discretionary 12.5% service charge will be added.",
                                                          "it": "Coperto 2,50 €. Chiedere al personale per informazioni sugli allergeni.",
                                                          "fr": "Prix nets, service compris. Liste des allergènes disponible sur demande."}[lang]))
        add_not_recipe("not-recipe-menu", lang, static_page(lang, site, title, "\n".join(out), style=2, sidebar=False, exclude_name="", cookie=-1), why)
    menu("en", "The Anchor", "Dinner menu", [
        ("Starters", [("Soup of the day", "with sourdough and salted butter", "£7"), ("Burrata", "heritage tomatoes, basil oil, toasted seeds", "£10")]),
        ("Mains", [("Beer-battered haddock", "chips, mushy peas, tartare sauce", "£18"), ("Mushroom risotto", "porcini, parmesan, truffle oil", "£16"),
                   ("Steak frites", "8oz rump, peppercorn sauce, fries", "£24")]),
        ("Desserts", [("Sticky toffee pudding", "butterscotch sauce, clotted cream", "£8"), ("Lemon posset", "shortbread, raspberries", "£7")])],
         "a restaurant menu: dishes with their ingredients and prices")
    menu("it", "Trattoria da Nino", "Il nostro menù", [
        ("Antipasti", [("Bruschetta", "pomodoro, basilico, olio extravergine", "6 €"), ("Vitello tonnato", "salsa tonnata, capperi", "11 €")]),
        ("Primi", [("Spaghetti alla carbonara", "guanciale, uovo, pecorino, pepe", "12 €"), ("Risotto alla milanese", "zafferano, burro, parmigiano", "13 €")]),
        ("Dolci", [("Tiramisù", "savoiardi, mascarpone, caffè", "6 €"), ("Panna cotta", "frutti di bosco", "5 €")])],
         "a restaurant menu in Italian: dish names with ingredients, no method")
    menu("fr", "Brasserie du Port", "La carte", [
        ("Entrées", [("Soupe à l'oignon gratinée", "croûtons, comté", "9 €"), ("Œuf mayonnaise", "herbes fraîches", "7 €")]),
        ("Plats", [("Poulet basquaise", "riz pilaf", "18 €"), ("Moules marinières", "frites maison", "17 €")]),
        ("Desserts", [("Mousse au chocolat", "chocolat noir 70 %", "8 €"), ("Clafoutis aux cerises", "crème fouettée", "8 €")])],
         "a brasserie menu: dishes and prices")

    # listicles
    items = [("Olive oil", "For frying, roasting and dressing; buy a good extra-virgin for finishing."), ("Sea salt", "Flaky salt for finishing, fine salt for cooking."),
             ("Lemons", "A squeeze brightens almost anything."), ("Garlic", "Keep a bulb or two in a cool, dark place."), ("Onions", "The start of most savoury dishes."),
             ("Tinned tomatoes", "The base of countless sauces and soups."), ("Dried pasta", "Dinner in ten minutes."), ("Eggs", "Breakfast, baking and quick suppers."),
             ("Butter", "Unsalted for baking, salted for toast."), ("Parmesan", "A rind in the freezer adds depth to soups.")]
    body = "<p>%s</p>\n<ol class=\"listicle\">%s</ol>\n%s" % (esc(sentences("en", 3)), "".join(
        "<li><h3>%s</h3><p>%s</p></li>" % (esc(a), esc(b)) for a, b in items), paras("en", 2))
    add_not_recipe("not-recipe-listicle", "en", wp_page("kadence", "en", "Kitchen Basics", "10 Ingredients Every Kitchen Needs", body, "",
                                                       url_for("Kitchen Basics", "10 ingredients every kitchen needs"), comments=2),
                   "a listicle of ten pantry ingredients, each with a paragraph; no recipe and no method")
    gew = ["Pfeffer", "Paprika edelsüß", "Kümmel", "Muskatnuss", "Zimt", "Lorbeer", "Oregano", "Thymian", "Chili", "Kurkuma", "Kreuzkümmel", "Curry"]
    body = paras("de", 2) + "".join("<h2>%d. %s</h2><p>%s</p>" % (n + 1, esc(g), esc(sentences("de", 2))) for n, g in enumerate(gew))
    add_not_recipe("not-recipe-listicle", "de", static_page("de", "Küchenwissen", "Die 12 wichtigsten Gewürze für deine Küche",
                                                           "<h1>Die 12 wichtigsten Gewürze für deine Küche</h1>" + body, style=1, exclude_name=""),
                   "a German listicle of spices, one heading each; no recipe")
    body = ("<h1>The pantry staples checklist</h1><p>Print this list and stick it inside a cupboard door.</p><h2>Ingredients to always have</h2>"
            + ul(["Plain flour", "Caster sugar", "Baking powder", "Rice", "Dried pasta", "Tinned chickpeas", "Stock cubes", "Soy sauce", "Honey"])
            + "<h2>In the fridge</h2>" + ul(["Butter", "Eggs", "Milk", "Cheddar", "Natural yoghurt"]) + "<h2>In the freezer</h2>"
            + ul(["Peas", "Spinach", "Bread", "Berries"]) + paras("en", 2))
    add_not_recipe("not-recipe-listicle", "en", static_page("en", "Thrifty Kitchen", "The pantry staples checklist", body, style=1, exclude_name=""),
                   "a checklist under an 'Ingredients to always have' heading, no method")

    # ingredients heading but no method
    r = RECIPES["lemon-bars"]
    body = ("<p>%s</p><h2>Ingredients</h2>%s<h2>Get the full recipe</h2><p>The full method for these lemon bars is in my new book, <em>Bake the Sunshine</em>, out now.</p>"
            "<p><a class=\"button\" href=\"https://books.example/bake-the-sunshine\">Buy the book</a></p>" % (esc(sentences("en", 3)), ul([ltext(i) for i in r.items])))
    add_not_recipe("not-recipe-ingredients-only", "en", wp_page("genesis", "en", "Sunny Side Bakes", "Lemon bars (from my new book!)", body, "",
                                                                url_for("Sunny Side Bakes", "lemon bars"), comments=2),
                   "a teaser: the ingredients of a recipe whose method is only in a book; there is no method on the page")
    body = ("<h1>What's in your box this week</h1><p>Your Family Box for week 12 contains everything for three dinners.</p><h2>Ingredients</h2>"
            + ul(["2 chicken breasts", "1 red onion", "200g basmati rice", "1 tin coconut milk", "1 pack Thai green paste", "100g green beans", "1 lime"])
            + "<h2>Allergens</h2><p>Contains: fish (in the curry paste). Packed in a kitchen that handles nuts.</p><h2>Delivery</h2><p>Boxes arrive between 8am and 6pm.</p>")
    add_not_recipe("not-recipe-ingredients-only", "en", static_page("en", "Dinner Crate", "What's in your box", body, style=2, sidebar=False, exclude_name=""),
                   "a meal-kit page: an ingredients list for the box, no method")
    body = ("<h1>Boodschappenlijst week 7</h1><p>Alles wat je nodig hebt voor het weekmenu van deze week.</p>"
            + "".join("<h2>Ingrediënten: %s</h2>%s" % (esc(RECIPES[k].name), ul([ltext(i) for i in RECIPES[k].items])) for k in ("boerenkool", "erwtensoep"))
            + "<p>Tip: maak de erwtensoep een dag van tevoren, dan is hij nog lekkerder.</p>")
    add_not_recipe("not-recipe-ingredients-only", "nl", static_page("nl", "Weekmenu Thuis", "Boodschappenlijst week 7", body, style=1, exclude_name=""),
                   "a Dutch shopping list: ingredient lists for two dishes, no method")

    # method heading but no ingredient list
    body = ("<h1>How to clean your oven without harsh chemicals</h1>%s<h2>Instructions</h2>%s<h2>How often should you clean it?</h2><p>%s</p>"
            % (paras("en", 2), ol(["Remove the racks and soak them in hot soapy water.", "Make a paste of bicarbonate of soda and water and spread it over the inside of the oven.",
                                   "Leave overnight.", "Wipe away with a damp cloth, spraying a little vinegar on any stubborn spots.", "Rinse the racks, dry them and put them back."]),
               esc(sentences("en", 2))))
    add_not_recipe("not-recipe-method-only", "en", static_page("en", "Home Hacks", "How to clean your oven", body, style=0, exclude_name=""),
                   "a cleaning how-to: an Instructions heading and steps, no ingredient list")
    body = ("<h1>Messer richtig schärfen – so geht's</h1>%s<h2>Anleitung</h2>%s%s"
            % (paras("de", 2), ol(["Den Wetzstein 10 Minuten in Wasser einweichen.", "Das Messer im Winkel von etwa 15 Grad ansetzen.",
                                   "Mit gleichmäßigem Druck über den Stein ziehen, zehnmal pro Seite.", "Mit der feinen Seite wiederholen und das Messer abspülen."]),
               paras("de", 1)))
    add_not_recipe("not-recipe-method-only", "de", static_page("de", "Küchenwissen", "Messer richtig schärfen", body, style=1, exclude_name=""),
                   "a knife-sharpening guide under 'Anleitung': steps, no ingredients")
    body = ("<h1>Cómo limpiar el microondas en 5 minutos</h1>%s<h2>Preparación</h2>%s"
            % (paras("es", 2), "".join("<p>%d. %s</p>" % (n + 1, esc(s)) for n, s in enumerate(
                ["Llena un bol con agua y el zumo de un limón.", "Calienta a máxima potencia durante 3 minutos.", "Deja la puerta cerrada 2 minutos más.",
                 "Retira el bol y pasa un paño húmedo por el interior."]))))
    add_not_recipe("not-recipe-method-only", "es", static_page("es", "Casa Práctica", "Cómo limpiar el microondas", body, style=2, exclude_name=""),
                   "a cleaning tip under a 'Preparación' heading with numbered steps; no ingredients heading or list")

    # login pages
    body = ('<div class="login-wrap"><h1>Sign in to Recipe Club</h1><p>Members get every recipe, meal plans and shopping lists.</p>'
            '<form name="loginform" id="loginform" action="/wp-login.php" method="post"><p><label for="user_login">Username or Email Address</label>'
            '<input type="text" name="log" id="user_login" class="input" value="" size="20" autocapitalize="off" autocomplete="username"></p>'
            '<p><label for="user_pass">Password</label><input type="password" name="pwd" id="user_pass" class="input" value="" size="20" autocomplete="current-password"></p>'
            '<p class="forgetmenot"><input name="rememberme" type="checkbox" id="rememberme" value="forever"> <label for="rememberme">Remember Me</label></p>'
            '<p class="submit"><input type="submit" name="wp-submit" id="wp-submit" class="button button-primary button-large" value="Log In"></p></form>'
            '<p id="nav"><a href="/wp-login.php?action=register">Register</a> | <a href="/wp-login.php?action=lostpassword">Lost your password?</a></p>'
            '<h2>Members\' favourites</h2>%s</div>' % ul(other_titles("en", "", 5)))
    add_not_recipe("not-recipe-login", "en", static_page("en", "Recipe Club", "Log In", body, style=0, sidebar=False, exclude_name=""),
                   "a login page with a list of recipe titles")
    body = ('<h1>Anmelden</h1><form class="login" method="post" action="/login"><label>E-Mail<input type="email" name="email"></label>'
            '<label>Passwort<input type="password" name="password"></label><button type="submit">Anmelden</button></form>'
            '<p>Noch kein Konto? <a href="/registrieren">Jetzt registrieren</a> und Rezepte speichern, Wochenpläne erstellen und Einkaufslisten teilen.</p>'
            '<h2>Deine Vorteile</h2>' + ul(["Unbegrenzt Rezepte speichern", "Einkaufslisten auf dem Handy", "Werbefrei kochen"]))
    add_not_recipe("not-recipe-login", "de", static_page("de", "Kochfreunde", "Anmelden", body, style=1, sidebar=False, exclude_name=""),
                   "a German sign-in page")

    # 404
    for lang, site in (("en", "Crumbs & Co"), ("de", "Omas Küche"), ("fr", "Petits Plats")):
        W = L[lang]
        msg = {"en": "Sorry, we couldn't find that page. It may have moved, or the recipe may have been renamed.",
               "de": "Leider konnten wir diese Seite nicht finden. Vielleicht wurde das Rezept umbenannt.",
               "fr": "Désolé, cette page n'existe pas ou a été déplacée."}[lang]
        body = ('<section class="error-404 not-found"><header class="page-header"><h1 class="page-title">404 – %s</h1></header><div class="page-content"><p>%s</p>'
                '<form role="search" method="get" class="search-form" action="/"><input type="search" class="search-field" name="s" placeholder="%s"></form>'
                '<h2>%s</h2>%s</div></section>' % (esc(W["not_found"]), esc(msg), attr(W["search"]), esc(W["popular"]), ul(other_titles(lang, "", 6))))
        add_not_recipe("not-recipe-404", lang, static_page(lang, site, W["not_found"], body, style=R.randrange(3), exclude_name=""),
                       "a 404 page listing popular recipes")

    # forums
    def forum(lang, site, title, posts, why):
        out = ['<h1 class="topic-title">%s</h1>' % esc(title), '<div class="topic-meta">%s</div>' % esc({"en": "Baking › Bread", "de": "Forum › Backen › Kuchen"}.get(lang, ""))]
        for n, (who, html_body) in enumerate(posts):
            out.append('<div class="post" id="p%d"><div class="postprofile"><strong class="username">%s</strong><span class="posts">Posts: %d</span></div>'
                       '<div class="postbody"><p class="author">#%d</p><div class="content">%s</div></div></div>' % (1000 + n, esc(who), 12 + n * 37, n + 1, html_body))
        out.append('<div class="pagination">Page <strong>1</strong> of <strong>1</strong></div><div class="quick-reply"><h3>Quick reply</h3><textarea name="message"></textarea></div>')
        add_not_recipe("not-recipe-forum", lang, static_page(lang, site, title, "\n".join(out), style=2, exclude_name=""), why)
    forum("en", "The Bread Forum", "Help! My sourdough won't rise", [
        ("crumbmaster", "<p>Third loaf in a row that came out flat as a pancake. Here's what I used:</p>"
                        + ul(["500g strong white flour", "350g water", "100g starter", "10g salt"]) + "<p>Starter is about two weeks old. Any ideas?</p>"),
        ("Dough_Re_Mi", "<p>Two weeks is young. A few things to try:</p>" + ol(["Feed it twice a day for another week", "Keep it somewhere warmer",
                                                                               "Do a float test before you bake"])),
        ("crumbmaster", "<p>Thanks, will try and report back!</p>")],
          "a forum thread: a question with the flour and water someone used, answers with tips; no recipe")
    forum("de", "Backforum", "Kuchen fällt nach dem Backen zusammen – warum?", [
        ("Kuchenfee", "<p>Mein Rührkuchen sieht im Ofen super aus, fällt aber beim Abkühlen zusammen. Zutaten waren:</p>"
                      + ul(["250 g Butter", "250 g Zucker", "5 Eier", "300 g Mehl", "1 Päckchen Backpulver"])),
        ("BäckerBernd", "<p>Meistens ist der Ofen zu früh geöffnet worden oder der Kuchen war noch nicht durch. Mach die Stäbchenprobe!</p>")],
          "a German forum thread quoting ingredients; no method, not a recipe")
    forum("en", "r/Cooking", "What's your go-to weeknight dinner?", [
        ("u/panfry", "<p>Looking for ideas. Mine is fried rice with whatever is in the fridge.</p>"),
        ("u/soupdragon", "<p>Lentil soup. Onion, carrot, lentils, stock, done.</p>"),
        ("u/late_shift", "<p>In rotation at ours:</p>" + ul(["tacos", "pasta with pesto", "sheet-pan sausages and veg", "omelette"]))],
          "a discussion thread with lists of dish ideas")

    # reviews
    body = ("<h1>Cookbook review: <em>The Slow Sunday</em></h1><p class=\"rating\">Rating: ★★★★☆</p>%s<h2>Recipes we tried</h2>%s<h2>The verdict</h2><p>%s</p>"
            % (paras("en", 3), ul(["Beef and ale stew — rich and worth the wait", "French onion soup — the best we've made", "Soda bread — foolproof"]), esc(sentences("en", 3))))
    add_not_recipe("not-recipe-review", "en", static_page("en", "The Bookshelf Kitchen", "Cookbook review: The Slow Sunday", body, style=1, exclude_name=""),
                   "a cookbook review listing dishes tried")
    body = ("<h1>Nous avons testé : Le Comptoir, à Toulouse</h1>%s<h2>Ce que nous avons mangé</h2>%s<h2>Notre avis</h2><p>%s</p>"
            % (paras("fr", 2), ul(["Œuf parfait, crème de champignons", "Poulet basquaise revisité", "Clafoutis aux cerises"]), esc(sentences("fr", 2))))
    add_not_recipe("not-recipe-review", "fr", static_page("fr", "Sortir à Toulouse", "Nous avons testé : Le Comptoir", body, style=0, exclude_name=""),
                   "a restaurant review")

    # meal plans
    days = [("Monday", "Egg fried rice"), ("Tuesday", "Chickpea and spinach curry"), ("Wednesday", "Pasta with basil pesto"), ("Thursday", "Crispy fish tacos"),
            ("Friday", "Weeknight beef chili")]
    body = ("<h1>Meal plan: week 9</h1><p>Five dinners, one shop.</p>%s<h2>Shopping list</h2><h3>Produce</h3>%s<h3>Dairy</h3>%s<h3>Store cupboard</h3>%s"
            % ("".join("<h3>%s</h3><p><a href=\"/%s/\">%s</a></p>" % (d, slug(m), esc(m)) for d, m in days),
               ul(["3 onions", "1 bag baby spinach", "2 limes", "1 red cabbage", "1 bunch spring onions"]), ul(["Soured cream", "Parmesan", "6 eggs"]),
               ul(["Basmati rice", "Linguine", "2 tins chickpeas", "Kidney beans", "Coconut milk"])))
    add_not_recipe("not-recipe-mealplan", "en", static_page("en", "Plan Ahead Suppers", "Meal plan: week 9", body, style=0, exclude_name=""),
                   "a weekly meal plan with a shopping list grouped under headings; no method")
    body = ("<h1>Menú semanal económico</h1><p>Te propongo un menú para toda la semana.</p>%s<h2>Lista de la compra</h2>%s"
            % ("".join("<h3>%s</h3><p>%s</p>" % (d, esc(m)) for d, m in (("Lunes", "Lentejas estofadas"), ("Martes", "Tortilla de patatas con ensalada"),
                                                                      ("Miércoles", "Pisto manchego con huevo"), ("Jueves", "Paella de verduras"), ("Viernes", "Gazpacho y croquetas"))),
               ul(["1 kg de patatas", "12 huevos", "lentejas pardinas", "arroz bomba", "tomates maduros", "pimientos verdes"])))
    add_not_recipe("not-recipe-mealplan", "es", static_page("es", "Ahorra Cocinando", "Menú semanal económico", body, style=1, exclude_name=""),
                   "a Spanish weekly menu with a shopping list")

# ---------------------------------------------------------------- which recipe goes on which page
USE = {}


def take(lang, groups=None, timed=True, single=None, yielded=True):
    best = None
    for rid, r in RECIPES.items():
        if r.lang != lang:
            continue
        if groups is not None and r.has_groups() != groups:
            continue
        if timed and r.minutes is None:
            continue
        if yielded and r.yield_text is None:
            continue
        if single is not None and (len(r.steps) == 1) != single:
            continue
        if best is None or USE.get(rid, 0) < USE.get(best, 0):
            best = rid
    USE[best] = USE.get(best, 0) + 1
    return RECIPES[best]


WPRM_LABELS = {
    "de": {"ing": "Zutaten", "ins": "Anleitungen", "servings": "Portionen", "total": "Gesamtzeit", "prep": "Vorbereitungszeit", "notes": "Notizen", "equipment": "Equipment"},
    "nl": {"ing": "Ingrediënten", "ins": "Instructies", "servings": "Porties", "total": "Totale tijd", "prep": "Voorbereiding", "notes": "Notities", "equipment": "Benodigdheden"},
}


def build_recipes():
    # microformats
    shape_h_recipe_li(take("en", groups=True), "Quiet Kitchen Notes")
    shape_h_recipe_li(take("en", groups=False), "Quiet Kitchen Notes", html_lang=False)
    shape_h_recipe_span(take("en", single=True), "Pocket Recipes", True)
    shape_h_recipe_span(take("en", groups=False, single=False), "Pocket Recipes", False)
    r = take("en", groups=True)
    shape_h_recipe_card(r, "Marginalia Food", "Sunday project: " + r.name.lower())
    r = take("en", groups=True)
    shape_h_recipe_card(r, "Marginalia Food", "The %s I keep coming back to" % r.name.lower())
    shape_h_recipe_table(take("de", groups=True), "Rezeptheft")
    shape_h_recipe_table(take("de", groups=False), "Rezeptheft", html_lang=False)
    shape_hrecipe_li(take("en", groups=True), "Old School Cookery", False)
    shape_hrecipe_li(take("en", groups=False), "Old School Cookery", True)
    shape_hrecipe_value_type(take("en", groups=False), "Muffin Tin Diaries")
    shape_hrecipe_value_type(take("en", groups=False), "Muffin Tin Diaries")
    shape_recipress(take("en", groups=False), "Garden to Table", "twentytwenty")
    shape_recipress(take("en", groups=False), "Garden to Table", "generatepress")
    shape_hrecipe_blogger(take("en", groups=False), "Nana's Recipe Box", False)
    shape_hrecipe_blogger(take("en", groups=False), "Nana's Recipe Box", True)
    shape_jetpack(take("en", groups=False), "Lakeside Eats", "twentytwenty")
    shape_jetpack(take("en", groups=False), "Lakeside Eats", "astra")
    # RDFa
    shape_rdfa_basic(take("en", groups=True), "Semantic Supper", False)
    shape_rdfa_basic(take("it", groups=False), "Cucina Semantica", True)
    shape_rdfa_howtostep(take("en", groups=False), "Structured Spoon", False)
    shape_rdfa_howtostep(take("en", groups=False), "Structured Spoon", True)
    shape_rdfa_prefix(take("en", groups=True), "Linked Larder", False)
    shape_rdfa_prefix(take("de", groups=False), "Vernetzte Küche", True)
    r = take("en", groups=False)
    shape_og_rdfa(r, "Open Table Journal", "Why this %s is our most-read recipe of the year" % r.name.lower())
    r = take("es", groups=False)
    shape_og_rdfa(r, "Diario del Mercado", "La receta de %s que nunca falla" % r.name.lower())
    shape_rdfa_drupal(take("en", groups=False), "Umami Kitchen")
    shape_rdfa_drupal(take("es", groups=False), "Cocina Umami")
    shape_rdfa_lite_fr(take("fr", groups=True), "Cuisine Sémantique")
    shape_rdfa_lite_fr(take("fr", groups=False), "Cuisine Sémantique")
    # plugins
    r = take("en", groups=True)
    shape_wprm(r, "Bake It Happy", "kadence", "The Best %s (Easy and Foolproof!)" % r.name, notesep="none", checkbox=True)
    r = take("en", groups=False)
    shape_wprm(r, "Dinner at Dusk", "genesis", "%s" % r.name + " - Ready in Under an Hour", notesep="comma", instr_groups=True)
    r = take("de", groups=True)
    shape_wprm(r, "Backen mit Liebe", "astra", r.name + " – das Rezept von meiner Oma", notesep="paren", labels=WPRM_LABELS["de"], html_lang="en-US")
    r = take("en", groups=False)
    shape_wprm(r, "Table for Two", "generatepress", "Small-Batch " + r.name, notesep="none", table=True)
    r = take("nl", groups=False)
    shape_wprm(r, "Smaakvol Thuis", "kadence", r.name + " - recept", notesep="comma", table=True, labels=WPRM_LABELS["nl"])
    r = take("en", groups=True)
    shape_tasty(r, "Pinch of Thyme", "genesis", r.name + " Recipe", 0)
    r = take("en", groups=True)
    shape_tasty(r, "Old Mill Kitchen", "divi", "How to Make " + r.name, 1)
    r = take("fr", groups=True)
    shape_tasty(r, "Les Gourmandises d'Élise", "astra", r.name + " (recette facile)", 2)
    for site, theme, style, grp in (("Butter & Bay", "genesis", 0, True), ("Crumb Trail", "kadence", 1, False), ("The Tiny Oven", "generatepress", 2, True)):
        r = take("en", groups=grp)
        shape_mv_create(r, site, theme, "Easy " + r.name, style)
    shape_wpurp(take("en", groups=True), "Cast Iron Chronicles", "twentytwenty")
    shape_wpurp(take("en", groups=False), "Cast Iron Chronicles", "astra")
    shape_ziplist(take("en", groups=True), "Retro Recipe Box", "twentytwenty")
    shape_ziplist(take("en", groups=False), "Retro Recipe Box", "genesis")
    shape_zip_recipes(take("en", groups=True), "Zesty Suppers", "astra")
    shape_zip_recipes(take("en", groups=False), "Zesty Suppers", "kadence")
    shape_easyrecipe(take("en", groups=True), "Frugal Feasts", "twentytwenty", True)
    shape_easyrecipe(take("en", groups=False), "Spice & Story", "genesis", False)
    shape_cooked(take("en", groups=True), "Hearth & Home", "astra")
    shape_cooked(take("it", groups=False), "Cucina di Casa", "generatepress")
    shape_wpzoom(take("en", groups=True), "Green Fork", "kadence", True)
    shape_wpzoom(take("es", groups=False), "Recetas de la Abuela", "astra", False)
    shape_mpp(take("en", groups=False), "Muffin Monday", "genesis")
    shape_mpp(take("en", groups=True), "Muffin Monday", "twentytwenty")
    shape_yumprint(take("en", groups=True), "Yum Journal", "divi")
    shape_yumprint(take("en", groups=False), "Yum Journal", "astra")
    shape_srp(take("en", groups=False), "Simply Seasonal", "kadence")
    shape_srp(take("en", groups=True), "Simply Seasonal", "generatepress")
    # site builders and platforms
    shape_blogger_headings(take("en", groups=False, timed=False), "Mama's Kitchen Table", True)
    shape_blogger_headings(take("en", groups=False, timed=False), "Mama's Kitchen Table", False)
    shape_blogger_headings(take("es", groups=False, timed=False), "La Cocina de Pili", False)
    shape_squarespace(take("en", groups=True), "Field & Fennel")
    shape_squarespace(take("fr", groups=False), "Atelier Cuisine")
    shape_wix(take("en", groups=False), "Sweet Crumbs Bakery")
    shape_wix(take("de", groups=False), "Landküche Anna")
    shape_gutenberg(take("en", groups=True), "Everyday Plates", "astra")
    shape_gutenberg(take("en", groups=False, timed=False), "Everyday Plates", "twentytwenty")
    shape_ghost(take("en", groups=False), "Slow Food Letters")
    shape_ghost(take("nl", groups=False), "Trage Keuken")
    shape_substack(take("en", groups=False), "The Sunday Supper Letter")
    shape_substack(take("it", groups=False), "Lettere dalla Cucina")
    shape_medium(take("en", groups=False), "Jamie Cooks")
    shape_medium(take("en", groups=False), "Jamie Cooks")
    shape_yoast_howto(take("en", groups=False), "Howdy Kitchen", "genesis")
    shape_yoast_howto(take("en", groups=False), "Howdy Kitchen", "kadence")
    shape_theme_card(take("en", groups=True), "Good Table Magazine")
    shape_theme_card(take("en", groups=False), "Good Table Magazine")
    shape_amp(take("en", groups=False), "Mobile Munch")
    shape_amp(take("en", groups=False), "Mobile Munch")
    # plain pages: headings only
    H = headings_page
    W = L
    H("headings-en-story", take("en", groups=True), "Crumbs & Co", dict(heading="h2-span", groups="sub", ing="ul", steps="ol", faq=True, tips=True, newsletter=2,
                                                                          equipment=True, yield_line=True, time_line=True, links=True, story=6, deco=True),
      "wp:kadence", "an Equipment list comes before the ingredients; an FAQ with an ingredients question and a Notes list follow the method")
    H("headings-en-story", take("en", groups=False), "Crumbs & Co", dict(heading="h2-span", ing="ul", steps="ol", faq=True, newsletter=1, story=7, mode="named"),
      "wp:kadence", "long story, FAQ and comments with lists around the recipe")
    H("headings-en-br", take("en", groups=True), "Grandma's Notebook", dict(heading="h3", groups="strong", ing="br", steps="num", compact=True, story=3),
      "static:1", "ingredient lines separated by <br /> in one <p> per group; steps are numbered paragraphs")
    H("headings-en-br", take("en", groups=False, timed=False), "Grandma's Notebook", dict(heading="h3", ing="br", steps="num", compact=True, story=3, mode="numeric"),
      "static:1", None, html_lang=False)
    H("headings-en-table", take("en", groups=True), "Plain Cooking", dict(heading="h2", groups="sub", ing="table-head", steps="ol", story=2),
      "static:0", "ingredients in a two-column table with a header row (not an ingredient); group rows span both columns")
    H("headings-en-table", take("en", groups=False), "Plain Cooking", dict(heading="h2", ing="table", steps="ol", story=2, nbsp=True),
      "static:0", "amounts use &nbsp;")
    H("headings-en-strong", take("en", groups=True), "Fig & Olive", dict(heading="strong", groups="li", ing="ul", steps="p", related=1, story=5, yield_line=True, facts_br=True),
      "wp:genesis", "headings are <p><strong>; group headings are <li><strong> items inside the list")
    H("headings-en-strong", take("en", groups=False), "Fig & Olive", dict(heading="strong", ing="ul", steps="p", related=1, story=5, bold_amount=True),
      "wp:genesis", "amounts in <strong>")
    H("headings-en-bullet", take("en", single=True), "The Allotment Cook", dict(heading="b-colon", ing="bullet", steps="one", story=3, met_title="Method"),
      "static:2", "ingredient lines start with a '• ' bullet character, which is not part of the line; the method is one paragraph")
    H("headings-en-bullet", take("en", groups=False, single=False), "The Allotment Cook", dict(heading="b-colon", ing="bullet", steps="br-num", story=3, met_title="Directions"),
      "static:2", "bullet-character lines; numbered steps separated by <br> in one paragraph")
    # German
    H("headings-de-blog", take("de", groups=True), "Heimatküche", dict(heading="h2", groups="sub", ing="ul", steps="ol", faq=True, tips=True, newsletter=2, story=5),
      "wp:astra", "the page says lang=en-US but is German", html_lang="en-US")
    H("headings-de-blog", take("de", groups=False), "Heimatküche", dict(heading="h2", ing="ul", steps="ol", tips=True, story=5, ing_title="Das brauchst du", met_title="So geht's"),
      "wp:astra", "headings 'Das brauchst du' / 'So geht's'")
    H("headings-de-table", take("de", groups=True), "Kochen wie früher", dict(heading="h2", groups="sub", ing="table", steps="num", ing_title="Zutaten für 4 Personen", story=3),
      "static:1", "'Zutaten für 4 Personen' is the ingredients heading, not a labelled yield")
    H("headings-de-table", take("de", groups=False), "Kochen wie früher", dict(heading="h2", ing="table-head", steps="num", story=3, yield_line=True),
      "static:1")
    H("headings-de-br", take("de", groups=False), "Schnell & Lecker", dict(heading="b-colon", ing="br-inline", steps="label", met_title="Anleitung", story=2),
      "static:2", "'Zutaten:' is bold text at the start of the same <p> as the lines; steps labelled 'Schritt n:'")
    H("headings-de-br", take("de", groups=True), "Schnell & Lecker", dict(heading="b-colon", ing="br-inline", groups="sub", steps="label", story=2, mode="named"),
      "static:2", "group names are bold lines within the same paragraph")
    H("headings-de-card", take("de", groups=True), "Alpenküche", dict(heading="h3", groups="em", ing="ul", steps="ol", yield_line=True, time_line=True, facts_br=True, story=3),
      "static:0", "group headings in <p><em>")
    H("headings-de-card", take("de", groups=False), "Alpenküche", dict(heading="h3", ing="ul", steps="ol", time_line=True, story=3),
      "static:0", None, html_lang=False)
    # French
    H("headings-fr-blog", take("fr", groups=True), "Petits Plats", dict(heading="h2", groups="sub", ing="ul", steps="ol", faq=True, story=5, mode="named"),
      "wp:kadence")
    H("headings-fr-blog", take("fr", groups=False), "Petits Plats", dict(heading="h2", ing="ul", steps="ol", story=5, tips=True),
      "wp:kadence")
    H("headings-fr-etapes", take("fr", groups=False), "Cuisine du Marché", dict(heading="h2", ing="ul", steps="h3-label", story=2, ing_title="Ingrédients pour 4 personnes"),
      "static:1", "each step has its own <h3>Étape n</h3> heading, which is not step text")
    H("headings-fr-etapes", take("fr", groups=True), "Cuisine du Marché", dict(heading="h2", groups="sub", sub_tag="<h4>%s</h4>", ing="ul", steps="h3-label", story=2),
      "static:1")
    H("headings-fr-strong", take("fr", groups=False), "Les Carnets de Mamie", dict(heading="strong-colon-fr", ing="br", steps="p", story=3, yield_line=True, mode="named"),
      "static:2", "French typography: '&nbsp;:' after headings and labels")
    H("headings-fr-strong", take("fr", groups=False), "Les Carnets de Mamie", dict(heading="strong-colon-fr", ing="br", steps="p", story=3, time_line=True),
      "static:2")
    # Spanish
    H("headings-es-blog", take("es", groups=True), "Recetas de Casa", dict(heading="h2", groups="sub", ing="ul", steps="ol", story=5, faq=True),
      "wp:generatepress")
    H("headings-es-blog", take("es", groups=False), "Recetas de Casa", dict(heading="h2", ing="ul", steps="ol", story=5, met_title="Modo de preparación"),
      "wp:generatepress")
    H("headings-es-elaboracion", take("es", groups=False), "El Fogón", dict(heading="h3", ing="ul", steps="num-dash", met_title="Elaboración", story=3),
      "static:0", "steps numbered '1.- '")
    H("headings-es-elaboracion", take("es", groups=False), "El Fogón", dict(heading="h3", ing="ul", steps="num-dash", met_title="Elaboración", story=3, yield_line=True),
      "static:0")
    H("headings-es-tabla", take("es", groups=True), "Cocina Fácil", dict(heading="h2", groups="sub", ing="table-head", steps="p", ing_title="Ingredientes para 4 personas",
                                                                          met_title="Modo de preparación", story=2), "static:1")
    H("headings-es-tabla", take("es", groups=False), "Cocina Fácil", dict(heading="h2", ing="table", steps="p", met_title="Preparación", story=2, time_line=True),
      "static:1")
    # Dutch
    H("headings-nl-blog", take("nl", groups=False), "Lekker Hollands", dict(heading="h2", ing="ul", steps="ol", story=4, tips=True), "wp:astra")
    H("headings-nl-blog", take("nl", groups=True), "Lekker Hollands", dict(heading="h2", groups="sub", ing="ul", steps="ol", story=4, yield_line=True), "wp:astra")
    H("headings-nl-werkwijze", take("nl", groups=False), "Keukenpraat", dict(heading="strong", ing="br", steps="p", met_title="Werkwijze", story=3), "static:1")
    H("headings-nl-werkwijze", take("nl", groups=False), "Keukenpraat", dict(heading="strong", ing="br", steps="p", met_title="Werkwijze", story=3, compact=True),
      "static:1", None, html_lang=False)
    # Italian
    H("headings-it-blog", take("it", groups=False), "La Cucina di Giulia", dict(heading="h2", ing="ul", steps="p", story=4, tips=True), "wp:twentytwenty")
    H("headings-it-blog", take("it", groups=True), "La Cucina di Giulia", dict(heading="h2", groups="sub", ing="ul", steps="p", story=4), "wp:twentytwenty")
    H("headings-it-procedimento", take("it", groups=True), "Ricette della Nonna", dict(heading="h3", groups="em", ing="ul", steps="ol", met_title="Procedimento", story=3),
      "static:0")
    H("headings-it-procedimento", take("it", groups=False), "Ricette della Nonna", dict(heading="h3", ing="ul", steps="ol", met_title="Procedimento", story=3, time_line=True),
      "static:0")
    H("headings-it-br", take("it", groups=False), "Sapori di Casa", dict(heading="h4-upper", ing="br", steps="num-paren", met_title="Procedimento", story=2),
      "static:2", "upper-case headings INGREDIENTI / PROCEDIMENTO; steps numbered '1)' in <strong>")
    H("headings-it-br", take("it", groups=False), "Sapori di Casa", dict(heading="h4-upper", ing="br", steps="num-paren", met_title="Preparazione", story=2, yield_line=True),
      "static:2")


def main():
    for f in os.listdir(HERE):
        if f.endswith(".html"):
            os.remove(os.path.join(HERE, f))
    build_recipes()
    build_not_recipes()
    expected = []
    for fname, text, e in PAGES:
        with open(os.path.join(HERE, fname), "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
        expected.append(e)
    with open(os.path.join(HERE, "expected.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump(expected, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    print("wrote %d pages and expected.json" % len(PAGES))


if __name__ == "__main__":
    main()
