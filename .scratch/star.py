import json,glob,collections
n=0
for f in glob.glob('messages/*/*/*.json'):
    raw=open(f).read()
    d=json.loads(raw, object_pairs_hook=collections.OrderedDict)
    changed=False
    for k,v in d.items():
        if isinstance(v,list):
            for var in v:
                m=var['match']
                if not any(key.endswith('=*') for key in m):
                    new=collections.OrderedDict()
                    for key,val in m.items():
                        nk=key.replace('=other','=*')
                        new[nk]=val
                    var['match']=new; changed=True
    if changed:
        n+=1
        open(f,'w').write(json.dumps(d,ensure_ascii=False,indent=2)+'\n')
print('rewrote',n)
