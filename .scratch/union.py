import re,sys
p='eslint/translated.js'
s=open(p).read()
s=re.sub(r'<<<<<<< [^\n]*\n(.*?)=======\n(.*?)>>>>>>> [^\n]*\n', lambda m: m.group(1)+''.join(l for l in m.group(2).splitlines(True) if l not in m.group(1)), s, flags=re.S)
open(p,'w').write(s)
