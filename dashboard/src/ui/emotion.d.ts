// emotion's `Theme` is the sdk's `PlieTheme`: one declaration, owned by the sdk, for both packages.
/// <reference path="../../../sdk/src/theme/emotion.d.ts" />
